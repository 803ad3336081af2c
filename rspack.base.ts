import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { CHUNK_LOAD_TIMEOUT_MS } from './shared/src/constants';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  matchLocale,
} from './shared/src/i18n/locales';
import { loadMessages } from './shared/src/i18n/messages';
import { isAllowed, LOGIN_ROUTE, ROUTES } from './shell/src/app/routes';
import type { PortalRoute } from './shell/src/app/routes';
import { LOCALE_KEY } from './shell/src/platform/locale/localeSlice';
import {
  addHeldPreloads,
  afterFirstPaint,
  FIRST_SCREEN_HINTS,
  firstScreenTable,
  preloadFirstScreen,
} from './shell/src/app/firstScreen';
import type { SESSION_KEYS } from './shell/src/platform/session/persistence';
import { selectIsLoggedIn } from './shell/src/platform/session/selectors';
import { usedExportsOf } from './scripts/shared-exports.mjs';
import { INTL_PACKAGES } from './scripts/intl-locale-check-loader.mjs';

export type AppName = 'shell' | 'auth' | 'checkout' | 'profiles' | 'account';

export interface AppConfigOptions {
  name: AppName;
  /** The app's folder (`import.meta.dirname` of its rspack.config.ts). */
  dirname: string;
  devPort: number;
  /** Module Federation exposes, e.g. `{ './LoginPage': './src/pages/login/LoginPage' }`. */
  exposes?: Record<string, string>;
}

/** The standalone page of every remote (the mobile app's webview opens it); the shell has its own. */
const REMOTE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <style>body { margin: 0; }</style>
    <title>Property Video</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Where the dev servers send API calls (`npm run dev` starts the API there). */
const DEV_API_TARGET = 'http://localhost:3100';
const DEV_PROXIED_PATHS = ['/v2', '/payments', '/docs', '/runtime-config.json', '/dev'];

/**
 * Every schema of shared/ is built with zod: shared, a page holds one copy, evaluated once, instead
 * of one in the platform and one in each remote. What is shared is `scripts/zod-shared.mjs`, a `z`
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
const SHARED_SINGLETONS = [
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

function zodShare() {
  return {
    singleton: true,
    requiredVersion: false as const,
    import: path.join(import.meta.dirname, 'scripts', 'zod-shared.mjs'),
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
 * Shared packages trimmed to the exports the portal imports (scripts/shared-exports.mjs reads them
 * from the source of every app). Untrimmed, react-router ships whole, ~30 KB gzip it never runs.
 */
const TRIMMED_SHARED = [
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-intl',
];

function sharedConfig(isDev: boolean, dirname: string) {
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

/** `--mode` on the command line wins; else rspack's CLI has set NODE_ENV (build: production, serve: development). */
function readMode(argv: readonly string[] = process.argv): 'production' | 'development' {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value =
      arg === '--mode' || arg === '-m'
        ? argv[i + 1]
        : arg.startsWith('--mode=')
          ? arg.slice(7)
          : null;
    if (value === 'production' || value === 'development') return value;
  }
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

function scriptRule(isDev: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: {
          react: { runtime: 'automatic', development: isDev, refresh: isDev },
        },
      },
    },
    type: 'javascript/auto',
  };
}

function devServer(port: number): Configuration['devServer'] {
  return {
    port,
    hot: true,
    // The hash router never asks the server for a deep path.
    historyApiFallback: false,
    static: false,
    // The shell (port 3000) fetches remotes' manifests and chunks cross-origin.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    },
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    // Every dev server proxies the API, so a remote opened alone (the webview case) works too.
    proxy: [{ context: DEV_PROXIED_PATHS, target: DEV_API_TARGET, changeOrigin: false }],
  };
}

/**
 * The MF runtime identifies a build by `name:version`, read from the package.json of the CURRENT directory
 * unless MF_BUILD_VERSION is set: pin it to the app's own version so a build from the repo root and one
 * from the app folder are byte-identical.
 */
const USER_BUILD_VERSION = process.env.MF_BUILD_VERSION;
function pinBuildVersion(dirname: string): void {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const version = USER_BUILD_VERSION ?? pkg.version;
  if (version) process.env.MF_BUILD_VERSION = version;
}

/**
 * The MF runtime core is ~18 KB gzip of every entry file. In production a remote does not bundle it
 * (`externalRuntime`): inside the portal it uses the shell's copy (`provideExternalRuntime`, published
 * as `self._FEDERATION_RUNTIME_CORE` before any remote loads), and its standalone page loads it from
 * `mf-runtime-core.<hash>.js`, built by a second, plain compilation (no federation runtime of its own)
 * and put before `main` in the page. The hash names the versions it is built from: immutable.
 */
const requireHere = createRequire(import.meta.url);
const RUNTIME_CORE_ENTRY = path.join(
  path.dirname(requireHere.resolve('@module-federation/runtime-core')),
  'index.js',
);
const RUNTIME_CORE_FILE = `mf-runtime-core.${createHash('sha256')
  .update(
    ['@module-federation/runtime-core', '@module-federation/sdk', '@rspack/core']
      .map((pkg) => `${pkg}@${readVersion(pkg)}`)
      .join(),
  )
  .digest('hex')
  .slice(0, 8)}.js`;

function readVersion(pkg: string): string {
  let dir = path.dirname(requireHere.resolve(pkg));
  while (path.basename(dir) !== pkg.split('/').pop()) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets a browser downloads; source maps are for tools and stay as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of a production
 * build, so the servers send precompressed bytes (`@fastify/static` preCompressed, nginx gzip_static)
 * instead of compressing on every request at a cheaper level, or not at all.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path!;
      const writes = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name))
        .map(async (asset) => {
          const bytes = asset.source.buffer();
          const file = path.join(outputPath, asset.name);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        });
      await Promise.all(writes);
    });
  }
}

/**
 * react-router's `exports` map points every condition at `dist/development/*` (warnings, checks,
 * larger code); the package ships its production build beside it, which a production build uses.
 */
const REACT_ROUTER_DIST = path.join(
  path.dirname(requireHere.resolve('react-router/package.json')),
  'dist',
  'production',
);
function productionAliases(isDev: boolean): Record<string, string> {
  if (isDev) return {};
  return {
    'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
    'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
  };
}

/**
 * React Router's cookie and session helpers are for servers, and the portal imports none of them.
 * Their two CommonJS dependencies were evaluated on every first screen all the same (1.5 KB gzip):
 * the bundler keeps a CommonJS module for its possible side effects even when nothing uses its
 * exports. A production build resolves them to an empty module, unless the portal's source imports
 * a router export that needs them (scripts/shared-exports.mjs reads the imports).
 */
const ROUTER_SERVER_HELPER = /cookie|session/i;
function routerServerDependencies(isDev: boolean): Record<string, false> {
  if (isDev) return {};
  const used = usedExportsOf('react-router-dom');
  if (!used || used.some((name) => ROUTER_SERVER_HELPER.test(name))) return {};
  return { cookie$: false, 'set-cookie-parser$': false };
}

/**
 * Message catalogues (`<anything>/i18n/<namespace>/<locale>.ts`, or `<remote>/src/i18n/<locale>.ts`)
 * reach the browser as ICU ASTs, compiled at build time, so the ICU parser is not shipped:
 * intl-messageformat gets its no-parser build, which formats ASTs only.
 */
const CATALOGUE_MODULE = new RegExp(
  `[\\\\/]i18n[\\\\/](?:[^\\\\/]+[\\\\/])*(?:${LOCALES.join('|')})\\.ts$`,
);
const ICU_PARSER_DIR = path.dirname(requireHere.resolve('@formatjs/icu-messageformat-parser'));
function catalogueRule(): RuleSetRule {
  return {
    test: CATALOGUE_MODULE,
    exclude: /node_modules/,
    // After the TypeScript loader: the precompiler reads plain JavaScript.
    enforce: 'post',
    loader: path.join(import.meta.dirname, 'scripts', 'icu-precompile-loader.mjs'),
  };
}
/** See scripts/intl-locale-check-loader.mjs: the first screen does not wait for ICU's locale list. */
function intlLocaleCheckRule(): RuleSetRule {
  return {
    test: INTL_PACKAGES.map((pkg) => requireHere.resolve(pkg)),
    loader: path.join(import.meta.dirname, 'scripts', 'intl-locale-check-loader.mjs'),
  };
}
const NO_ICU_PARSER = {
  '@formatjs/icu-messageformat-parser$': path.join(ICU_PARSER_DIR, 'no-parser.js'),
};

/**
 * The shell's page, finished once the build knows its files (FirstPaintPlugin):
 * - preloads of the scripts every first screen runs after main.js (the shared singletons, as the MF
 *   manifest lists them, and the bootstrap chunk), so they download beside main.js instead of after
 *   it; added just after the first paint, so they never compete with it;
 * - the bootstrap chunk's stylesheets inline, so the frame in index.html has the app's look;
 * - a small script after the frame (`first-paint.<hash>.js`) that shows it in the visitor's language
 *   (the saved choice, else the browser's, picked by the same `matchLocale` as the app) with texts
 *   from the catalogues, and puts in it the h1 of the route in the URL (its `heading` in routes.ts),
 *   in the card or column the page shows it in (index.html's `data-first-paint-layout` templates).
 */
class FirstPaintPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'FirstPaintPlugin',
          // After the MF manifest (OPTIMIZE_TRANSFER) and the page are final.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        async () => {
          const page = compilation.getAsset('index.html');
          const manifestAsset = compilation.getAsset('mf-manifest.json');
          if (!page || !manifestAsset) return;
          const manifest = JSON.parse(manifestAsset.source.source().toString()) as {
            shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
          };
          // The platform's UI kit styles come with its shared chunk: the frame uses them too. Each
          // file once: the manifest lists a file under every shared module whose chunks need it.
          const styleFiles = new Set(
            manifest.shared.flatMap((shared) => shared.assets.css.sync).sort(),
          );
          for (const chunk of compilation.chunks) {
            // identifier(), not resource: a concatenated module names its parts there.
            const isBootstrap = compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => /[\\/]src[\\/]bootstrap\.tsx\b/.test(module.identifier()));
            if (!isBootstrap) continue;
            for (const file of [...chunk.files].sort())
              if (file.endsWith('.css')) styleFiles.add(file);
          }
          // Without their source map comments (they would point from the page to the wrong place),
          // and each text once: the platform's kit sits in two chunks with the same styles.
          const styles = [
            ...new Set(
              [...styleFiles].map((file) =>
                compilation
                  .getAsset(file)!
                  .source.source()
                  .toString()
                  .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
                  .trim(),
              ),
            ),
          ];
          let html = page.source.source().toString();
          const entry = [...html.matchAll(ENTRY_SCRIPT)];
          if (entry.length !== 1) throw new Error('index.html has not exactly one entry script');
          const [entryTag, entryFile] = entry[0]!;
          const frameScript = await firstPaintScript(html, entryFile!);
          // A file, not an inline script: the pages' CSP allows scripts from 'self' only.
          const frameFile = `first-paint.${createHash('sha256').update(frameScript).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(frameFile, new RawSource(frameScript));
          // The options are in the page, so the select has its width before the script runs.
          const options = LOCALES.map(
            (locale) =>
              `<option value="${locale}" lang="${LOCALE_TAGS[locale]}"${locale === DEFAULT_LOCALE ? ' selected' : ''}>${LOCALE_NAMES[locale]}</option>`,
          ).join('');
          html = html
            .replace('</head>', `<style>${styles.join('')}</style></head>`)
            .replace(FIRST_PAINT_SELECT, `<select id="first-paint-language">${options}</select>`)
            .replace(FIRST_PAINT_SCRIPT, `<script src="${frameFile}"></script>`)
            // Downloaded from the start as before; the frame's script runs it (see firstPaintScript).
            // The frame's own script is asked for first, from <head>: found only at the end of the
            // body, it would queue behind the first screen's preloads, and the first paint with it.
            .replace(
              entryTag!,
              `<link rel="preload" href="${frameFile}" as="script">` +
                `<link rel="preload" href="${entryFile}" as="script">`,
            );
          compilation.updateAsset('index.html', new RawSource(html));
        },
      );
    });
  }
}

/**
 * What no first screen runs, so it is not preloaded: the shared singletons and the named chunks
 * imported when a page first needs them (the platform's contract schemas, `contractSchemas.ts`).
 * The MF manifest lists every chunk of the shell's start under each shared module.
 */
const LOADED_ON_DEMAND = new Set(['zod']);
const CHUNKS_ON_DEMAND = new Set(['contract']);

/**
 * The rest of the shell's page that knows the build's files:
 * - `<link rel=preload>` of the scripts every first screen runs after main.js (the shared
 *   singletons, as the MF manifest lists them, and the bootstrap chunk) and of those chunks'
 *   stylesheets, requested with main.js, not once it has run. They wait in a `<template>` until the
 *   frame with the page's title is painted (the frame's script adds them with main.js): before it,
 *   on a slow network they took the bandwidth the title needs and the title came later (Lighthouse's
 *   LCP counts every file that arrived before the title). At low priority, behind main.js;
 * - `first-screen.json`, the function the server puts inline in the page with the files of the
 *   remotes it serves (api/src/plugins/external/first-screen.ts): it preloads the route's remote
 *   module from the page itself. The route table is written in from routes.ts here.
 */
class FirstScreenPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FirstScreenPlugin',
          // After the MF manifest (OPTIMIZE_TRANSFER) and the page are final.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const page = compilation.getAsset('index.html');
          const manifestAsset = compilation.getAsset('mf-manifest.json');
          if (!page || !manifestAsset) return;
          const manifest = JSON.parse(manifestAsset.source.source().toString()) as {
            shared: { name: string; assets: { js: { sync: string[] } } }[];
          };
          const scripts = new Set(
            manifest.shared
              .filter((shared) => !LOADED_ON_DEMAND.has(shared.name))
              .flatMap((shared) => shared.assets.js.sync),
          );
          const styles = new Set<string>();
          for (const chunk of compilation.chunks)
            if (chunk.name && CHUNKS_ON_DEMAND.has(chunk.name))
              chunk.files.forEach((file) => scripts.delete(file));
          for (const chunk of compilation.chunks) {
            const files = [...chunk.files];
            const isBootstrap = compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => /[\\/]src[\\/]bootstrap\.tsx\b/.test(module.identifier()));
            if (isBootstrap) files.filter((f) => f.endsWith('.js')).forEach((f) => scripts.add(f));
            // A chunk's stylesheet is requested with its script; a stylesheet of no script (the
            // remotes' standalone page styles) is not.
            if (files.some((f) => scripts.has(f)))
              files.filter((f) => f.endsWith('.css')).forEach((f) => styles.add(f));
          }
          const links = [
            ...[...scripts]
              .sort()
              .map((f) => `<link rel="preload" href="${f}" as="script" fetchpriority="low">`),
            ...[...styles]
              .sort()
              .map((f) => `<link rel="preload" href="${f}" as="style" fetchpriority="low">`),
          ].join('');
          const main = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].find((f) =>
            f.endsWith('.js'),
          );
          const html = page.source.source().toString();
          // The entry as the HTML plugin writes it, or as FirstPaintPlugin leaves it (a preload
          // the frame's script runs), whichever of the two plugins runs first.
          const mainTag = [
            `<script defer src="${main}"></script>`,
            `<link rel="preload" href="${main}" as="script">`,
          ].find((tag) => html.includes(tag));
          if (!main || !mainTag) throw new Error(`index.html has no entry script ${main}`);
          // Held back in a template: the frame's script adds them once the title is painted.
          const hints = `<template id="${FIRST_SCREEN_HINTS}">${links}</template>`;
          compilation.updateAsset(
            'index.html',
            new RawSource(html.replace(mainTag, mainTag + hints)),
          );

          const storage = '(function(){try{return localStorage}catch(e){return null}})()';
          const source = `function(remotes){(${preloadFirstScreen.toString()})(${JSON.stringify(firstScreenTable())},remotes,location.hash,${storage},document,${afterFirstPaint.toString()},${addHeldPreloads.toString()},${visitorLocaleScript()})}`;
          // Minified as the value of a variable: a bare function expression is dropped as unused.
          const { code } = rspack.experiments.swc.minifySync(`var preload=${source};`, {
            compress: true,
            mangle: true,
          });
          const preload = /^var preload=([^]*);$/.exec(code.trim())?.[1];
          if (!preload) throw new Error('the first-screen preload script did not minify');
          compilation.emitAsset('first-screen.json', new RawSource(JSON.stringify({ preload })));
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) at the top of every
 * script: its functions are compiled while the file streams in, on a background thread, instead of
 * one by one on the main thread the first time each is called. Nearly every function of a chunk
 * runs when the chunk is used (its modules' factories, the libraries' startup), and the lazy
 * compiles were a third of the first screen's main-thread time (main.js: ~180 → ~100 ms, React DOM
 * ~75 → ~30 ms in a cold load of /login). Added after the minifier, which would drop the comment,
 * and before the source maps, which then count its line. Other engines read a plain comment.
 */
function compileHintPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
  });
}

/** Where index.html wants the frame's script (right after the frame, so it runs before a paint). */
const FIRST_PAINT_SCRIPT = /<script data-first-paint-script(?:="")?><\/script>/;
const FIRST_PAINT_SELECT = /<select id="?first-paint-language"?><\/select>/;
/** The shell's entry script, as the HTML plugin writes it (main.<hash>.js). */
const ENTRY_SCRIPT = /<script defer(?:="")? src="(main\.[^"]+\.js)"><\/script>/g;

/** What the frame's script needs of a route to pick the page as the router does (routes.ts). */
function firstPaintRoute(route: PortalRoute) {
  // matchPath's rules: a `:param` is one segment, a trailing slash and letter case do not matter.
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return { pattern: `^${pattern}/?$`, access: route.access, heading: route.heading ?? null };
}

/**
 * Where the platform keeps the mobile app's launch flags (webview/launchSlice.ts). Inside the app the
 * page has no chrome and a handoff code may sign the visitor in first: the frame draws no heading.
 */
const LAUNCH_KEY = 'portal.launch';

/** The stored session fields that decide whether a visitor is signed in (selectIsLoggedIn). */
const SIGNED_IN_KEYS = [
  'token',
  'refreshToken',
  'id',
] as const satisfies readonly (typeof SESSION_KEYS)[number][];

/**
 * An expression, for the page's own scripts, of the visitor's language as the app picks it (the
 * saved choice, else the browser's, by the app's own `matchLocale`), so that the frame, the preloads
 * and the app never pick different ones.
 */
function visitorLocaleScript(): string {
  return `(function(){var LOCALES=${JSON.stringify(LOCALES)},DEFAULT_LOCALE=${JSON.stringify(DEFAULT_LOCALE)};
var isLocale=${isLocale.toString()};
var matchLocale=${matchLocale.toString()};
var saved=null;try{saved=localStorage.getItem(${JSON.stringify(LOCALE_KEY)})}catch(e){}
return isLocale(saved)?saved:matchLocale(navigator.languages||[]);})()`;
}

/**
 * The frame's script: the texts it names (`data-first-paint`) and the pages' headings in every
 * language, the language pick, the heading of the route in the URL (the route the router will show:
 * a protected or unknown path shows the login page to a visitor without a stored session, none when
 * it redirects a signed-in one). The page preloads the scripts it needs (FirstScreenPlugin).
 * It also starts the `entry` script (main.js: the federation runtime and the shared libraries, one
 * task of hundreds of milliseconds on a phone) once the frame with the page's title is on screen,
 * which the title's own largest-contentful-paint entry reports (an earlier frame may be reported
 * after the script ran): run as a deferred script, main.js could run before that frame and hold the
 * title back. Without a title it starts after the next frame; without the title's entry, after 500 ms.
 * Before main.js, the page's held-back first-screen preloads go in, one per task (addHeldPreloads);
 * when the page's inline script adds them (`data-added-by-page`), it waits for that instead.
 */
async function firstPaintScript(html: string, entry: string): Promise<string> {
  if (!FIRST_PAINT_SCRIPT.test(html) || !FIRST_PAINT_SELECT.test(html)) {
    throw new Error('index.html has no first-paint script slot or language select');
  }
  const routes: readonly PortalRoute[] = ROUTES;
  for (const { heading } of routes) {
    if (heading && !html.includes(`data-first-paint-layout="${heading.layout}"`)) {
      throw new Error(`index.html has no first-paint template for the layout "${heading.layout}"`);
    }
  }
  const ids = [
    ...new Set([
      ...[...html.matchAll(/data-first-paint(?:-label)?="([^"]+)"/g)].map((m) => m[1]!),
      ...routes.flatMap((route) => (route.heading ? [route.heading.id] : [])),
    ]),
  ];
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const messages = (await loadMessages(locale)) as Record<string, string>;
    texts[locale] = Object.fromEntries(ids.map((id) => [id, messages[id] ?? '']));
  }
  // The app's own functions, so the frame and the app never pick different languages.
  return `(function(){var TAGS=${JSON.stringify(LOCALE_TAGS)},TEXTS=${JSON.stringify(texts)};
var locale=${visitorLocaleScript()};
document.documentElement.lang=TAGS[locale];
var ROUTES=${JSON.stringify(routes.map(firstPaintRoute))},LOGIN=${routes.indexOf(LOGIN_ROUTE)};
var isAllowed=${isAllowed.toString()};
var selectIsLoggedIn=${selectIsLoggedIn.toString()};
var stored=function(key){try{return localStorage.getItem(key)}catch(e){return null}};
var session={};${JSON.stringify(SIGNED_IN_KEYS)}.forEach(function(key){session[key]=stored(key);});
var loggedIn=selectIsLoggedIn({session:session});
var url=new URL(location.hash.slice(1)||'/',location.origin),route=null;
for(var i=0;i<ROUTES.length&&!route;i++)if(new RegExp(ROUTES[i].pattern,'i').test(url.pathname))route=ROUTES[i];
if(!route||!isAllowed(route,loggedIn,url.searchParams))route=loggedIn?null:ROUTES[LOGIN];
var launch={};try{launch=JSON.parse(sessionStorage.getItem(${JSON.stringify(LAUNCH_KEY)})||'{}')||{}}catch(e){}
if(launch.webview||window.portalHandoff||[new URLSearchParams(location.search),url.searchParams].some(function(p){return p.get('webview')==='true'||p.has('handoff')}))route=null;
var heading=route&&route.heading,page=heading&&document.querySelector('template[data-first-paint-layout="'+heading.layout+'"]');
var title=null;
if(page){var main=document.getElementById('main');main.replaceChildren(page.content.cloneNode(true));title=main.querySelector('[data-first-paint-heading]');title.textContent=TEXTS[locale][heading.id];}
document.querySelectorAll('[data-first-paint]').forEach(function(el){var t=TEXTS[locale][el.getAttribute('data-first-paint')];if(t)el.textContent=t;});
document.querySelectorAll('[data-first-paint-label]').forEach(function(el){var t=TEXTS[locale][el.getAttribute('data-first-paint-label')];if(t)el.setAttribute('aria-label',t);});
document.getElementById('first-paint-language').value=locale;
var started=false;
var addHeld=${addHeldPreloads.toString()};
var held=document.getElementById(${JSON.stringify(FIRST_SCREEN_HINTS)}),waits=0;
var startMain=function(){var s=document.createElement('script');s.src=${JSON.stringify(entry)};document.head.append(s);};
var start=function(){if(started)return;started=true;var run=function(){if(held&&held.hasAttribute('data-added-by-page')&&held.content.children.length&&waits++<100){setTimeout(run);return;}addHeld(document,startMain);};run();};
var lcp=window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;
if(document.visibilityState!=='visible')start();
else if(title&&lcp){
new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(e){return e.element===title})){observer.disconnect();start();}}).observe({type:'largest-contentful-paint',buffered:true});
setTimeout(start,500);
}else requestAnimationFrame(function(){setTimeout(start);});
})();`;
}

/**
 * Writes `dist/page-cost.txt` for a remote: what each exposed module adds to a page of the portal
 * (the shell already provides the shared singletons): the remote entry, the module's own scripts and
 * stylesheets, in gzip bytes; and the scripts it may load later (language catalogues, lazy parts).
 */
class PageCostReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PageCostReportPlugin', (compilation) => {
      const manifestAsset = compilation.getAsset('mf-manifest.json');
      if (!manifestAsset) return;
      type Files = { sync: string[]; async: string[] };
      const manifest = JSON.parse(manifestAsset.source.source().toString()) as {
        name: string;
        metaData: { remoteEntry: { name: string } };
        exposes: { path: string; assets: { js: Files; css: Files } }[];
      };
      const gzipKB = (files: string[]) =>
        files.reduce((sum, file) => {
          const asset = compilation.getAsset(file);
          return sum + (asset ? zlib.gzipSync(asset.source.buffer(), { level: 9 }).length : 0);
        }, 0) / 1024;
      const entry = manifest.metaData.remoteEntry.name;
      const lines = [
        `What each module of ${manifest.name} adds to a portal page (gzip, level 9; shared singletons come from the shell)`,
        '',
        'module | first render: remote entry + scripts + CSS | may load later (other languages, lazy parts)',
      ];
      for (const expose of manifest.exposes) {
        const { js, css } = expose.assets;
        const first = gzipKB([entry, ...js.sync]);
        lines.push(
          `${expose.path} | ${(first + gzipKB(css.sync)).toFixed(1)} KB (${js.sync.length + 1} scripts, ${css.sync.length} CSS) | ${gzipKB([...js.async, ...css.async]).toFixed(1)} KB`,
        );
      }
      writeFileSync(
        path.join(compilation.outputOptions.path!, 'page-cost.txt'),
        `${lines.join('\n')}\n`,
      );
    });
  }
}

/**
 * Completes each exposed module's `assets.sync` in a remote's `mf-manifest.json` with every file of
 * its chunk group. The manifest leaves out a chunk that a shared fallback also uses (zod, shared by
 * the platform's fallback copy and the remote's own schemas), so the MF runtime, which preloads
 * the listed files beside the remote entry, found that chunk only once the exposed module ran: one
 * more round trip before the page could render.
 */
class ExposeAssetsPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ExposeAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ExposeAssetsPlugin',
          // After the MF manifest (OPTIMIZE_TRANSFER), before the page-cost report (afterEmit).
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          type Files = { sync: string[]; async: string[] };
          const manifest = JSON.parse(asset.source.source().toString()) as {
            exposes: { name: string; assets: { js: Files; css: Files } }[];
          };
          for (const expose of manifest.exposes) {
            const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
            if (!group) continue;
            for (const file of group.getFiles()) {
              const kind = file.endsWith('.js')
                ? expose.assets.js
                : file.endsWith('.css')
                  ? expose.assets.css
                  : null;
              if (!kind || kind.sync.includes(file)) continue;
              kind.sync.push(file);
              kind.async = kind.async.filter((other) => other !== file);
            }
          }
          compilation.updateAsset('mf-manifest.json', new RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

/** Puts the runtime core's script before the remote's own scripts in its standalone page. */
class RuntimeCoreScriptPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RuntimeCoreScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'RuntimeCoreScriptPlugin',
        (data) => {
          data.assets.js.unshift(`${data.assets.publicPath}${RUNTIME_CORE_FILE}`);
          return data;
        },
      );
    });
  }
}

/** The plain compilation of a remote's `mf-runtime-core.<hash>.js`, after the app's (which cleans dist). */
function runtimeCoreConfig(app: Configuration): Configuration {
  return {
    name: `${app.name}_runtime_core`,
    dependencies: [app.name!],
    mode: 'production',
    context: app.context,
    target: 'web',
    entry: { 'mf-runtime-core': RUNTIME_CORE_ENTRY },
    devtool: 'source-map',
    output: {
      path: app.output!.path,
      filename: RUNTIME_CORE_FILE,
      library: { type: 'self', name: '_FEDERATION_RUNTIME_CORE' },
      uniqueName: `${app.output!.uniqueName}_runtime_core`,
      clean: false,
    },
    performance: false,
    plugins: [new PrecompressPlugin()],
    stats: 'errors-warnings',
  };
}

/**
 * The rspack configuration(s) of one app; each app's rspack.config.ts exports it. A production
 * remote is two compilations: the app and its runtime core (see RUNTIME_CORE_FILE).
 */
export function createAppConfig(options: AppConfigOptions): Configuration | Configuration[] {
  const app = createMainConfig(options);
  const externalRuntime = options.name !== 'shell' && app.mode === 'production';
  return externalRuntime ? [app, runtimeCoreConfig(app)] : app;
}

/**
 * The federation runtime from its packages' ES module builds. Rspack's federation entry imports the
 * bundler runtime by its CommonJS path and aliases `@module-federation/runtime` to `require.resolve`'s
 * answer, so the whole runtime (runtime, SDK, error codes) was bundled as CommonJS, which cannot be
 * tree-shaken: every entry file carried the SDK whole, its Node.js loader included. As ES modules,
 * each entry keeps only what it calls (main.js 33.9 → 28.4 KB gzip, a remote entry 15.7 → 10.2 KB).
 */
const FEDERATION_RUNTIME_CJS =
  /@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/;
function federationRuntimeAliases(): Record<string, string> {
  // Same key as rspack's own alias, which a config's alias overrides.
  const runtimeDir = path.dirname(requireHere.resolve('@module-federation/runtime'));
  return { '@module-federation/runtime': path.join(runtimeDir, 'index.js') };
}
function federationRuntimeEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resource) => {
    resource.request = resource.request.replace(/\.cjs$/, '.js');
  });
}

/** The one rspack configuration of the five apps; each app's rspack.config.ts calls it. */
/**
 * The libraries of the shell's first screen, in one file: split by package (each shared singleton is
 * a chunk of its own), they were ~20 scripts of 0.4 to 64 KB, each a request, a preload and a
 * `<script>` to start on the main thread at load, and each compressed alone. Every one of them is
 * on every page of the portal, so one file costs no page anything it would not load anyway; each
 * module is still evaluated only when first imported (shell/src/index.ts evaluates one library per
 * task). Not zod: no first screen needs it before the user sends something (the platform's
 * `lazySchema`), so it stays a chunk of its own, loaded by the first schema imported.
 */
const FIRST_SCREEN_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|redux|redux-thunk|@reduxjs|immer|reselect|react-redux|use-sync-external-store|react-intl|@formatjs|intl-messageformat|tslib|react-hook-form|@hookform|@standard-schema)[\\/]/;

function shellSplitChunks() {
  return {
    cacheGroups: {
      firstScreen: {
        name: 'libraries',
        chunks: 'async' as const,
        // A module resolved to nothing (routerServerDependencies) has no resource, only its
        // identifier (`ignored|…/react-router/…/cookie`): it goes with the library that imports it.
        // Not the federation's shared-module entries, which have no resource either.
        test: (module: { nameForCondition(): string | null | undefined; identifier(): string }) =>
          FIRST_SCREEN_LIBRARIES.test(
            module.nameForCondition() ?? module.identifier().replace(/^(?!ignored\|).*/, ''),
          ),
        enforce: true,
        priority: 20,
      },
    },
  };
}

function createMainConfig(options: AppConfigOptions): Configuration {
  const { name, dirname, devPort, exposes = {} } = options;
  const mode = readMode();
  pinBuildVersion(dirname);
  const isDev = mode === 'development';
  const isShell = name === 'shell';
  const hashed = isDev ? '[name]' : '[name].[contenthash:8]';

  return {
    name: `portal_${name}`,
    mode,
    context: dirname,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      assetModuleFilename: `${hashed}[ext]`,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      uniqueName: `portal_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        ...productionAliases(isDev),
        ...routerServerDependencies(isDev),
        ...NO_ICU_PARSER,
        ...federationRuntimeAliases(),
      },
    },
    module: {
      rules: [
        scriptRule(isDev),
        catalogueRule(),
        intlLocaleCheckRule(),
        // Native CSS (rspack 2 needs the rule): plain files, `*.module.css` as CSS modules.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: !isDev,
      // A runtime chunk would break the remote entry (stack-findings.md).
      runtimeChunk: false,
      ...(isShell && !isDev && { splitChunks: shellSplitChunks() }),
    },
    lazyCompilation: false,
    performance: false,
    plugins: [
      new rspack.HtmlRspackPlugin({
        ...(name === 'shell'
          ? { template: path.join(dirname, 'index.html') }
          : { templateContent: REMOTE_PAGE }),
        // Only the app's own entry: the remote entry is for hosts, not for the standalone page.
        chunks: ['main'],
        minify: !isDev,
      }),
      new ModuleFederationPlugin({
        name: `portal_${name}`,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(isDev, dirname),
        // 'version-first' would fetch every remote entry at start and hang when one is down.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Types come from shared/ and the workspace; downloading @mf-types fails offline (stack-findings.md).
        dts: false,
        // See RUNTIME_CORE_FILE. The shell has no exposes, as `provideExternalRuntime` requires.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
          optimization: {
            // Browser-only build of the runtime: leaves out the SDK's Node.js loader (~4 KB gzip).
            target: 'web',
            // A remote declares no remotes of its own (the shell loads remotes through the
            // runtime's loadRemote): its bundler runtime leaves out remote loading.
            disableRemote: !isShell,
          },
        },
      }),
      !isShell && !isDev && new RuntimeCoreScriptPlugin(),
      isShell && !isDev && new FirstPaintPlugin(),
      isShell && !isDev && new FirstScreenPlugin(),
      !isShell && !isDev && new ExposeAssetsPlugin(),
      !isShell && !isDev && new PageCostReportPlugin(),
      !isDev && compileHintPlugin(),
      !isDev && new PrecompressPlugin(),
      // Not the message catalogues: the precompiler runs each one in Node (catalogueRule), where the
      // refresh loader's hot-update footer fails, and a catalogue has no component to refresh.
      isDev && new ReactRefreshRspackPlugin({ exclude: [/node_modules/, CATALOGUE_MODULE] }),
      federationRuntimeEsm(),
    ],
    devServer: devServer(devPort),
    stats: 'errors-warnings',
  };
}
