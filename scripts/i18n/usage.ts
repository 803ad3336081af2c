import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { LOCALES } from '../../shared/src/i18n/locales';
import { REPO_ROOT, catalogueFolders } from './catalogues';

const FORMATJS_CLI = join(REPO_ROOT, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');

/** The code that shows texts: every app, shared/ and the API (which writes e-mails and errors). */
const SOURCE_ROOTS = ['shell/src', 'shared/src', 'api/src'];

/** Product source files: tests and the catalogues themselves do not count as a use. */
export function sourceFiles(): string[] {
  const roots = [
    ...SOURCE_ROOTS,
    ...readdirSync(REPO_ROOT)
      .filter((name) => name.startsWith('remote-'))
      .map((name) => `${name}/src`),
  ];
  const catalogueFiles = new Set(
    catalogueFolders().flatMap((folder) => LOCALES.map((locale) => `${folder}/${locale}.ts`)),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        !catalogueFiles.has(path) &&
        !path.startsWith('shared/src/i18n/catalogs/')
      ) {
        files.push(path);
      }
    }
  };
  roots.forEach(walk);
  return files.sort();
}

/**
 * The ids `@formatjs/cli extract` finds in `<FormattedMessage id>`, `formatMessage({id})` and
 * `defineMessages`: the ids written where they are shown.
 */
export function extractedIds(files: string[]): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-extract-'));
  try {
    const inFile = join(dir, 'files.txt');
    const outFile = join(dir, 'messages.json');
    const list = files.map((file) => join(REPO_ROOT, file)).join('\n');
    writeFileSync(inFile, list);
    execFileSync(
      process.execPath,
      [FORMATJS_CLI, 'extract', '--in-file', inFile, '--out-file', outFile],
      { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return new Set(Object.keys(JSON.parse(readFileSync(outFile, 'utf8')) as object));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Ids handed around as data (a route's `titleId`, a zod rule's message, an API error): every string
 * literal of the product's code that names a message, and the fixed start of every template literal
 * or concatenation (`franchise.${id}`, `'status.' + status`) as a prefix of the ids it can build.
 */
export function literalUses(files: string[]): { literals: Set<string>; prefixes: Set<string> } {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        literals.add(node.text);
        if (node.text.endsWith('.') && node.text.includes('.', 1)) prefixes.add(node.text);
      } else if (ts.isTemplateExpression(node) && node.head.text.includes('.')) {
        prefixes.add(node.head.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, prefixes };
}

/** Which of `ids` no product code uses, by either way of naming them. */
export function unusedIds(ids: string[]): string[] {
  const files = sourceFiles();
  const extracted = extractedIds(files);
  const { literals, prefixes } = literalUses(files);
  const prefixList = [...prefixes];
  return ids.filter(
    (id) =>
      !extracted.has(id) &&
      !literals.has(id) &&
      !prefixList.some((prefix) => id.startsWith(prefix)),
  );
}
