import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { CHUNK_LOAD_TIMEOUT_MS } from './shared/src/constants';

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
  '@portal/shell/platform',
];

const PLATFORM = '@portal/shell/platform';

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
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(isDev),
        // Native CSS (rspack 2 needs the rule): plain files, `*.module.css` as CSS modules.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: !isDev,
      // A runtime chunk would break the remote entry (stack-findings.md).
      runtimeChunk: false,
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
        shared: Object.fromEntries(
          SHARED_SINGLETONS.map((key) => [
            key,
            key === PLATFORM
              ? platformShare(dirname)
              : { singleton: true, requiredVersion: false as const },
          ]),
        ),
        // 'version-first' would fetch every remote entry at start and hang when one is down.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Types come from shared/ and the workspace; downloading @mf-types fails offline (stack-findings.md).
        dts: false,
        // See RUNTIME_CORE_FILE. The shell has no exposes, as `provideExternalRuntime` requires.
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: !isDev },
      }),
      !isShell && !isDev && new RuntimeCoreScriptPlugin(),
      isDev && new ReactRefreshRspackPlugin(),
    ],
    devServer: devServer(devPort),
    stats: 'errors-warnings',
  };
}
