// What Module Federation shares between the shell and the remotes: one copy of React, the router,
// Redux, react-intl, zod and the platform per page, trimmed to what the portal imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readVersion } from './packages';
import { usedExportsOf } from './shared-exports.mjs';

/**
 * Every schema of shared/ is built with zod: shared, a page holds one copy, evaluated once, instead
 * of one in the platform and one in each remote. What is shared is `build/zod-shared.mjs`, a `z`
 * with the functions the portal calls, not zod's whole namespace (twice the size).
 */
const ZOD = 'zod';

/**
 * Modules every app shares as singletons. The shell provides them; a remote inside the shell uses the
 * shell's copy (so React is downloaded once), a standalone remote falls back to its own.
 * Subpaths are listed one by one: a subpath that is not listed is bundled a second time.
 * `@portal/shell/platform` carries the ONE RTK Query api slice and store: a second copy would swallow
 * the endpoints a remote injects without any error (stack-findings.md).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-router-dom',
  'react-intl',
  ZOD,
  '@portal/shell/platform',
];

const PLATFORM = '@portal/shell/platform';

/** The shared modules the shell loads only when a page first imports them (no first screen needs zod). */
export const LAZY_SHARED: readonly string[] = [ZOD];

function zodShare() {
  return {
    singleton: true,
    requiredVersion: false as const,
    import: path.join(import.meta.dirname, 'zod-shared.mjs'),
    version: readVersion('zod'),
  };
}

/**
 * The versioned contract between the shell and the remotes: the platform is shared at the shell's
 * semver (shell/package.json), and a remote's manifest carries the range its package.json requires
 * of `@portal/shell` (its major). The shell reads that range before loading the remote and shows
 * the remote's error card when it cannot satisfy it (shell/src/remotes/platformContract.ts).
 */
function platformShare(dirname: string): { singleton: true; requiredVersion: string | false } {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return { singleton: true, requiredVersion: pkg.dependencies?.['@portal/shell'] ?? false };
}

/**
 * Shared packages trimmed to the exports the portal imports (shared-exports.mjs reads them from the
 * source of every app). Untrimmed, react-router ships whole, ~30 KB gzip it never runs.
 */
const TRIMMED_SHARED = [
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-intl',
];

/** The `shared` option of an app's ModuleFederationPlugin (`dirname`: the app's folder). */
export function sharedConfig(isDev: boolean, dirname: string) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      if (key === PLATFORM) return [key, platformShare(dirname)];
      if (key === ZOD) return [key, zodShare()];
      const usedExports = !isDev && TRIMMED_SHARED.includes(key) ? usedExportsOf(key) : null;
      return [
        key,
        {
          singleton: true,
          requiredVersion: false as const,
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {}),
        },
      ];
    }),
  );
}

/** The version of each shared library as installed: what the shell tells the federation runtime. */
export function sharedVersions(): Record<string, string> {
  const packageOf = (key: string) =>
    key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;
  return Object.fromEntries(
    SHARED_SINGLETONS.filter((key) => key !== PLATFORM).map((key) => [
      key,
      readVersion(packageOf(key)),
    ]),
  );
}
