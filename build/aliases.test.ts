import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  federationRuntimeAliases,
  NO_ICU_PARSER,
  productionAliases,
  routerServerDependencies,
} from './aliases';
import { FEDERATION_RUNTIME_CJS } from './plugins/federation-runtime-esm';

// Each alias works around how a package is published today. When an upgrade fixes that, or moves
// the file the alias names, the test says which alias to look at again.
const require = createRequire(import.meta.url);
const packageJson = (pkg: string, from = import.meta.url) =>
  JSON.parse(readFileSync(createRequire(from).resolve(`${pkg}/package.json`), 'utf8')) as {
    type?: string;
    exports?: unknown;
    dependencies?: Record<string, string>;
  };
/** Every file an `exports` map names, whatever the condition. */
const exportedFiles = (exports: unknown): string[] =>
  typeof exports === 'string'
    ? [exports]
    : exports && typeof exports === 'object'
      ? Object.values(exports).flatMap(exportedFiles)
      : [];

describe("react-router's production build", () => {
  const aliases = productionAliases(false);

  it('names files the package ships', () => {
    expect(Object.keys(aliases)).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) expect(existsSync(file), file).toBe(true);
  });

  it('is still needed: the exports map sends production builds to dist/development', () => {
    const pkg = packageJson('react-router');
    for (const entry of ['.', './dom']) {
      const files = exportedFiles((pkg.exports as Record<string, unknown>)[entry]);
      expect(files.length).toBeGreaterThan(0);
      // remix-run/react-router#14102: once a condition reaches dist/production, drop the alias.
      expect(files.filter((file) => file.includes('/production/'))).toEqual([]);
    }
  });

  it('is left out of development builds', () => {
    expect(productionAliases(true)).toEqual({});
  });
});

describe("react-router's cookie dependencies resolved to nothing", () => {
  const routerRequire = createRequire(require.resolve('react-router/package.json'));

  it('applies while the portal imports no cookie or session helper of the router', () => {
    expect(routerServerDependencies(false)).toEqual({
      cookie$: false,
      'set-cookie-parser$': false,
    });
    expect(routerServerDependencies(true)).toEqual({});
  });

  it("is still needed: the router's production build imports both, and both are CommonJS", () => {
    const chunks = path.dirname(productionAliases(false)['react-router$']!);
    const imports = readFileSync(productionAliases(false)['react-router$']!, 'utf8');
    // The index re-exports a chunk: read the chunks it names.
    const source = [...imports.matchAll(/from "\.\/([^"]+)"/g)]
      .map((m) => readFileSync(path.join(chunks, m[1]!), 'utf8'))
      .join('\n');
    for (const pkg of ['cookie', 'set-cookie-parser']) {
      expect(source).toContain(`from "${pkg}"`);
      // An ES module build would be tree-shaken away unused: the alias would save nothing.
      const manifest = packageJson(pkg, routerRequire.resolve(`${pkg}/package.json`));
      expect(manifest.type, pkg).not.toBe('module');
      expect(readFileSync(routerRequire.resolve(pkg), 'utf8'), pkg).toMatch(
        /\bexports\.|module\.exports\b/,
      );
    }
  });
});

describe("intl-messageformat's no-parser build", () => {
  const file = NO_ICU_PARSER['@formatjs/icu-messageformat-parser$'];

  it('exists and refuses to parse: the catalogues reach the browser precompiled', async () => {
    expect(existsSync(file)).toBe(true);
    const noParser = (await import(file)) as { parse: (message: string) => unknown };
    expect(() => noParser.parse('Hello {name}')).toThrow(/without parser/);
  });

  it('is still needed: intl-messageformat imports the full parser', () => {
    const entry = readFileSync(require.resolve('intl-messageformat'), 'utf8');
    expect(entry).toMatch(/\bparse\b[^;]*from "@formatjs\/icu-messageformat-parser"/);
  });
});

describe('the federation runtime from its ES module builds', () => {
  it('aliases the runtime to an ES module the package ships', () => {
    const file = federationRuntimeAliases()['@module-federation/runtime']!;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^export /m);
  });

  it("is still needed: require.resolve, which rspack's alias uses, gives the CommonJS build", () => {
    // module-federation/core#4452: once this resolves to an ES module, drop the alias.
    expect(require.resolve('@module-federation/runtime')).toMatch(/\.cjs$/);
  });

  it('replaces CommonJS entries that have an ES module twin', () => {
    for (const pkg of [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/inject-external-runtime-core-plugin',
    ]) {
      const cjs = require.resolve(pkg);
      expect(cjs).toMatch(FEDERATION_RUNTIME_CJS);
      expect(existsSync(cjs.replace(/\.cjs$/, '.js')), pkg).toBe(true);
    }
  });
});
