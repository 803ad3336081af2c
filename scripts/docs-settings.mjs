// `npm run docs:settings`: writes the settings table of README.md and api/README.md from the
// API's own declarations of its variables (api/src/config/<part>.ts, listed as CONFIG_DOC by
// api/src/config.ts), between the markers
// <!-- settings:start --> and <!-- settings:end -->, formatted as Prettier formats the file.
// `--check` writes nothing and exits 1 when a README differs (api/test/infra/readme-config.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ROOT } from './apps.mjs';

export const SETTINGS_FILES = ['README.md', join('api', 'README.md')];
const START = '<!-- settings:start -->';
const END = '<!-- settings:end -->';

/** A default as written: "(none)" and other notes in brackets stay plain, values are code. */
const defaultCell = (value) => (value.startsWith('(') ? value : `\`${value}\``);
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * The markdown table of `doc` (CONFIG_DOC's entries), one row per variable in its order: grouped
 * by the part of the portal it configures.
 */
export function settingsTable(doc) {
  return [
    '| variable | part | default | meaning |',
    '| --- | --- | --- | --- |',
    ...doc.map(
      (v) =>
        `| \`${v.name}\` | ${cell(v.part)} | ${cell(defaultCell(v.default))} | ${cell(v.description)} |`,
    ),
  ].join('\n');
}

/** `text` with the part between the markers replaced by the table, formatted like the file. */
export async function withSettings(text, doc, file) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: no ${START} … ${END} markers`);
  const replaced = `${text.slice(0, start)}${START}\n\n${settingsTable(doc)}\n\n${text.slice(end)}`;
  const options = (await resolveConfig(file)) ?? {};
  return format(replaced, { ...options, filepath: file });
}

async function main(check) {
  const { CONFIG_DOC } = await import('../api/src/config.ts');
  let stale = 0;
  for (const name of SETTINGS_FILES) {
    const file = join(ROOT, name);
    const before = readFileSync(file, 'utf8');
    const after = await withSettings(before, CONFIG_DOC, file);
    if (after === before) console.log(`${name}: settings table up to date`);
    else if (check) {
      stale += 1;
      console.error(
        `${name}: settings table out of date with CONFIG_DOC: run npm run docs:settings`,
      );
    } else {
      writeFileSync(file, after);
      console.log(`${name}: settings table written`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.includes('--check'));
