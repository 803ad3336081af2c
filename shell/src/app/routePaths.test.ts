import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '@portal/shared/routes/paths';
import { ROUTES } from './routes';

const ROOT = join(import.meta.dirname, '../../..');

/** The apps' source files, tests left out: a test states the URL a person sees. */
function sourceFiles(): string[] {
  const dirs = [
    'shell/src',
    ...readdirSync(ROOT)
      .filter((name) => name.startsWith('remote-'))
      .map((name) => `${name}/src`),
  ];
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(ROOT, dir, file)),
  );
}

// No file is exempt: the frame's FRAME_PATH and BILLING_PATH come from the table too.
const ALLOWED = new Set<string>();

/** Every string or template literal of a file that opens one of the table's routes. */
function routeLiterals(file: string): string[] {
  // A route's fixed part ("/user" of "/user/:userId"), alone or followed by a path, query or hash.
  const prefixes = ROUTE_PATHS.map((path) => path.replace(/\/:.*$/, ''));
  const opensRoute = (text: string) =>
    prefixes.some(
      (prefix) => text.startsWith(prefix) && /^($|[/?#])/.test(text.slice(prefix.length)),
    );
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateHead(node)
          ? node.text
          : null;
    if (text !== null && opensRoute(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(ROOT, file)}:${line + 1} ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the route paths', () => {
  it('are the routes of the route table, each once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...ROUTE_PATHS].sort());
  });

  it('are written only in the table: pages, links and redirects import them', () => {
    const literals = sourceFiles()
      .filter((file) => !ALLOWED.has(relative(ROOT, file)))
      .flatMap(routeLiterals);
    expect(literals).toEqual([]);
    // It parses every source file of the portal: under 2 s alone, past vitest's 5 s default on a
    // machine busy with the other test lanes.
  }, 30_000);
});
