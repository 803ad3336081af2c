// The five front-end apps, their dev ports, and where their builds land: the shell, then every
// remote of the one remote table (shared/src/remotes.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @type {typeof import('../shared/src/remotes')} */
const { REMOTES, SHELL_DEV_PORT } = await tsImport('../shared/src/remotes.ts', import.meta.url);

export const APPS = [
  { dir: 'shell', remote: null, devPort: SHELL_DEV_PORT },
  ...Object.entries(REMOTES).map(([name, remote]) => ({
    dir: remote.dir,
    remote: name,
    devPort: remote.devPort,
  })),
];

/** Newest modification time below a path (files only; node_modules and dist skipped). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** An app needs a build when its manifest is missing or older than anything it is built from. */
export function isStale(app) {
  const manifest = join(ROOT, app.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  const inputs = [
    join(ROOT, app.dir),
    join(ROOT, 'shared', 'src'),
    join(ROOT, 'shell', 'src', 'platform'),
    join(ROOT, 'rspack.base.ts'),
    // Its plugins, loaders, aliases and share config.
    join(ROOT, 'build'),
    join(ROOT, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt);
}
