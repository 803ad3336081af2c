// Where the build finds the packages it configures: their folders and versions, read from
// node_modules as the bundler resolves them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const requireHere = createRequire(import.meta.url);

/** The version of an installed package (its package.json, found from its main file). */
export function readVersion(pkg: string): string {
  let dir = path.dirname(requireHere.resolve(pkg));
  while (path.basename(dir) !== pkg.split('/').pop()) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}
