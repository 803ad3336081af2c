// The exports of each shared package that the portal's source imports, across the shell, every
// remote and shared/: the trimmed singleton the shell provides must hold them all, because a remote
// gets the shell's copy even when it needs exports the shell itself does not use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the browser code of the portal lives: the shell, shared/ and every remote-* folder, so a
 * new remote is read without a change here. Test files are not read: vitest imports the packages
 * themselves, never the trimmed singletons, and a component test's MemoryRouter would otherwise
 * ship in every page's copy of the router.
 */
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .sort()
    .map((name) => `${name}/src`),
];
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs)$/;
const TEST_FILE = /\.test\.[a-z]+$/;

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(path);
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      yield path;
    }
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The named exports of `pkg` imported or re-exported anywhere in the source, sorted; null when some
 * file takes the whole module (`import * as`, a default import, a side-effect import or a dynamic
 * import), which cannot be trimmed safely.
 */
export function usedExportsOf(pkg, root = ROOT) {
  const from = `from\\s*['"]${escape(pkg)}['"]`;
  const named = new RegExp(`\\b(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g');
  const whole = new RegExp(
    `\\bimport\\s+(?!type\\b)(?:\\*\\s+as\\s+\\w+|\\w+)[^;]*?${from}|\\bimport\\s*\\(?\\s*['"]${escape(pkg)}['"]|\\bexport\\s*\\*\\s*${from}`,
  );
  const used = new Set();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(pkg)) continue;
      if (whole.test(text)) return null;
      for (const match of text.matchAll(named)) {
        if (match[2]) continue; // `import type { ... }` leaves nothing in the bundle
        for (const part of match[3].split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          used.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...used].sort();
}
