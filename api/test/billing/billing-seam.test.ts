import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const PROVIDER_FOLDERS = ['billing/local/', 'billing/stripe/'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// A provider's name tested outside its folder is a second home for its behaviour: the next change
// of that behaviour would be made once and missed once.
const NAME_TEST = /(?:===?|!==?)\s*'(?:local|stripe)'|provider\s*=\s*'(?:local|stripe)'/;

it('asks no provider its name outside the provider folders (src/billing/local, src/billing/stripe)', () => {
  const offenders = sources(SRC)
    .map((file) => relative(SRC, file))
    .filter((file) => !PROVIDER_FOLDERS.some((folder) => file.startsWith(folder)))
    .flatMap((file) =>
      readFileSync(join(SRC, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
        .filter(({ text }) => NAME_TEST.test(text)),
    );
  expect(offenders).toEqual([]);
});
