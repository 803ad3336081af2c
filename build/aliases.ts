// Aliases into libraries' own files, each working around how a package is published; every one saves
// bytes on the first screen. aliases.test.ts fails when an upgrade makes one wrong or unnecessary.
import path from 'node:path';
import { requireHere } from './packages';
import { usedExportsOf } from './shared-exports.mjs';

/**
 * react-router's `exports` map points every condition at `dist/development/*` (warnings, checks,
 * larger code; remix-run/react-router#12532, #14102); the package ships its production build beside
 * it, which a production build uses (commit 0202427, with the ICU precompile: less first-load JS).
 */
const REACT_ROUTER_DIST = path.join(
  path.dirname(requireHere.resolve('react-router/package.json')),
  'dist',
  'production',
);
export function productionAliases(isDev: boolean): Record<string, string> {
  if (isDev) return {};
  return {
    'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
    'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
  };
}

/**
 * React Router's cookie and session helpers are for servers, and the portal imports none of them.
 * Their two CommonJS dependencies (`cookie` 1, `set-cookie-parser` 2) were evaluated on every first
 * screen all the same (1.5 KB gzip): the bundler keeps a CommonJS module for its possible side
 * effects even when nothing uses its exports. A production build resolves them to an empty module,
 * unless the portal's source imports a router export that needs them (shared-exports.mjs reads the
 * imports).
 */
export const ROUTER_SERVER_HELPER = /cookie|session/i;
export function routerServerDependencies(isDev: boolean): Record<string, false> {
  if (isDev) return {};
  const used = usedExportsOf('react-router-dom');
  if (!used || used.some((name) => ROUTER_SERVER_HELPER.test(name))) return {};
  return { cookie$: false, 'set-cookie-parser$': false };
}

/**
 * intl-messageformat imports the ICU parser for messages given as strings; the catalogues reach the
 * browser as ASTs (loaders/icu-precompile-loader.mjs), so its no-parser build is enough and the
 * parser is never shipped (formatjs documents this for precompiled messages).
 */
const ICU_PARSER_DIR = path.dirname(requireHere.resolve('@formatjs/icu-messageformat-parser'));
export const NO_ICU_PARSER = {
  '@formatjs/icu-messageformat-parser$': path.join(ICU_PARSER_DIR, 'no-parser.js'),
};

/**
 * The federation runtime from its packages' ES module builds. Rspack's federation entry aliases
 * `@module-federation/runtime` to `require.resolve`'s answer, the CommonJS `dist/index.cjs`, so the
 * whole runtime (runtime, SDK, error codes) was bundled as CommonJS, which cannot be tree-shaken:
 * every entry file carried the SDK whole, its Node.js loader included (module-federation/core#4452).
 * As ES modules, each entry keeps only what it calls (main.js 33.9 → 28.4 KB gzip, a remote entry
 * 15.7 → 10.2 KB). plugins/federation-runtime-esm.ts does the same for the bundler runtime.
 */
export function federationRuntimeAliases(): Record<string, string> {
  // Same key as rspack's own alias, which a config's alias overrides.
  const runtimeDir = path.dirname(requireHere.resolve('@module-federation/runtime'));
  return { '@module-federation/runtime': path.join(runtimeDir, 'index.js') };
}
