import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { CHUNK_LOAD_TIMEOUT_MS } from './shared/src/constants';
import { REMOTES } from './shared/src/remotes';
import type { RemoteName } from './shared/src/remotes';
import {
  federationRuntimeAliases,
  NO_ICU_PARSER,
  productionAliases,
  routerServerDependencies,
} from './build/aliases';
import type { FirstScreenInput } from './build/first-screen-input';
import { CATALOGUE_MODULE, catalogueRule, intlLocaleCheckRule } from './build/loaders/rules';
import { compileHintPlugin } from './build/plugins/compile-hint';
import { ExposeAssetsPlugin } from './build/plugins/expose-assets';
import { federationRuntimeEsm } from './build/plugins/federation-runtime-esm';
import { FirstPaintPlugin } from './build/plugins/first-paint';
import { FirstScreenPlugin } from './build/plugins/first-screen';
import { PrecompressPlugin } from './build/plugins/precompress';
import { RuntimeCoreScriptPlugin, runtimeCoreConfig } from './build/plugins/runtime-core';
import { sharedConfig, sharedVersions } from './build/share';
import { BootManifestPlugin } from './build/plugins/boot-manifest';
import { DIRECT_DIR, directConfig, DirectManifestMergePlugin } from './build/direct';

// The configuration of the five apps; the plugins, loaders, aliases and share config it puts
// together live in build/ (build/README.md), one per file.

export interface AppConfigOptions {
  name: 'shell' | RemoteName;
  /** The app's folder (`import.meta.dirname` of its rspack.config.ts). */
  dirname: string;
  devPort: number;
  /** Module Federation exposes, e.g. `{ './LoginPage': './src/pages/login/LoginPage' }`. */
  exposes?: Record<string, string>;
  /** The shell's route table and the stored keys its first paint reads (shell/rspack.config.ts). */
  firstScreen?: FirstScreenInput;
}

/**
 * The shell's favicon, read from its index.html (the one place it is written): a page without one
 * makes the browser ask the origin for /favicon.ico, which nothing serves.
 */
const FAVICON_LINK = readFileSync(
  path.join(import.meta.dirname, 'shell', 'index.html'),
  'utf8',
).match(/<link\s+rel="icon"[^>]*>/)![0];

/** The standalone page of every remote (the mobile app's webview opens it); the shell has its own. */
const REMOTE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    ${FAVICON_LINK}
    <!-- The shell's runtime config, at the origin's root (platform/runtimeConfig.ts). -->
    <meta name="portal-runtime-config" content="/runtime-config.json" />
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
 * The rspack configuration(s) of one app; each app's rspack.config.ts exports it. A production
 * remote is three compilations: the app, its direct build (build/direct.ts) beside it, then its
 * runtime core (build/plugins/runtime-core.ts).
 */
export function createAppConfig(options: AppConfigOptions): Configuration | Configuration[] {
  const app = createMainConfig(options);
  if (options.name === 'shell' || app.mode !== 'production') return app;
  // The two builds side by side; the last compilation lists the direct build's files in the
  // federated build's manifest (build/direct.ts).
  const direct = directConfig(app, options.name);
  const runtimeCore = runtimeCoreConfig(app);
  return [
    app,
    direct,
    {
      ...runtimeCore,
      dependencies: [app.name!, direct.name!],
      plugins: [...(runtimeCore.plugins ?? []), new DirectManifestMergePlugin()],
    },
  ];
}

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

function firstScreenOf(options: AppConfigOptions): FirstScreenInput {
  if (!options.firstScreen) throw new Error(`${options.name}: the shell's build needs firstScreen`);
  return options.firstScreen;
}

/** The one rspack configuration of the five apps; each app's rspack.config.ts calls it. */
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
      // Not the direct build's folder, compiled beside this one (build/direct.ts).
      clean: isShell || isDev ? true : { keep: DIRECT_DIR },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        ...productionAliases(isDev),
        ...routerServerDependencies(isDev),
        ...NO_ICU_PARSER,
        ...federationRuntimeAliases(),
        // The one `z` every page shares (build/share.ts): the shell hands it to the remotes.
        ...(isShell && { zod$: path.join(import.meta.dirname, 'build', 'zod-shared.mjs') }),
      },
    },
    module: {
      rules: [
        scriptRule(isDev),
        catalogueRule(),
        intlLocaleCheckRule(),
        // Native CSS (rspack 2 needs the rule): plain files, `*.module.css` as CSS modules.
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.(png|jpe?g|webp|gif|svg|woff2?)$/,
          oneOf: [
            // `?url`: always a file of its own, never a data URL in the script (an image few
            // visitors fetch, such as the home-screen icon, costs the page's JavaScript nothing).
            { resourceQuery: /^\?url$/, type: 'asset/resource' },
            { type: 'asset' },
          ],
        },
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
      // The shell hosts remotes without the federation plugin (shell/src/remotes/registry.ts).
      !isShell &&
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
          // See build/plugins/runtime-core.ts: the shell's federation runtime publishes its core.
          experiments: {
            externalRuntime: !isDev,
            optimization: {
              // Browser-only build of the runtime: leaves out the SDK's Node.js loader (~4 KB gzip).
              target: 'web',
              // A remote declares no remotes of its own: its bundler runtime leaves out remote loading.
              disableRemote: true,
              // The runtime reads no manifest: the shell registers the remote entry its manifest
              // names and preloads the module's files (shell/src/remotes/registry.ts).
              disableSnapshot: true,
            },
          },
        }),
      isShell &&
        new rspack.DefinePlugin({
          __PORTAL_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        }),
      isShell && !isDev && new BootManifestPlugin({ zod: /[\\/]src[\\/]remotes[\\/]zod\.ts$/ }),
      !isShell && !isDev && new RuntimeCoreScriptPlugin(),
      isShell && !isDev && new FirstPaintPlugin(firstScreenOf(options)),
      isShell && !isDev && new FirstScreenPlugin(firstScreenOf(options)),
      !isShell && !isDev && new ExposeAssetsPlugin(),
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

/** A remote's configuration: its dev port and exposed modules from the one remote table. */
export function createRemoteConfig(name: RemoteName, dirname: string) {
  const { devPort, exposes } = REMOTES[name];
  // The remote's own folder, not the table's: a release is built from wherever its copy lives.
  return createAppConfig({ name, dirname, devPort, exposes });
}
