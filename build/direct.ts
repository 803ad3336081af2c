// A remote's direct build (issue 40): its exposed modules built a second time as a plain app, without
// the federation runtime, beside its federated build (dist/direct/). The shell loads a remote's
// modules from it when the remote's manifest lists it: the route's module then starts with no
// federation runtime before it (~36 KB gzip less before the first screen), and the remote's modules
// share one module cache of their own (one runtime chunk for all of them). The shared singletons are
// externals read from what the shell hands over (`self.__portal_shared`, shell/src/remotes/shared.ts),
// so a page still holds one React, one router, one store. The federated build stays as it is: the
// remote's standalone page and a shell without the direct path use it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import { REMOTES } from '../shared/src/remotes';
import type { RemoteName } from '../shared/src/remotes';
import { precompressFile, PrecompressPlugin } from './plugins/precompress';
import { writePageCostReport } from './plugins/page-cost-report';
import { compileHintPlugin } from './plugins/compile-hint';
import { LAZY_SHARED, SHARED_SINGLETONS } from './share';

/** The direct build's folder inside the remote's dist. */
export const DIRECT_DIR = 'direct';
/** The name prefix of the direct build's runtime and its modules' initial files. */
export const DIRECT_ENTRY_PREFIX = 'entry-';
/** Its own list of files, read by the federated build's manifest (DirectManifestMergePlugin). */
const DIRECT_MANIFEST = 'direct-manifest.json';
/** What the shell hands to a direct build: `{ modules: { react: … }, load(name) }`. */
export const SHARED_GLOBAL = '__portal_shared';
/** Where a direct build's entries put their exports: `self.__portal_direct.auth.LoginPage`. */
export const DIRECT_GLOBAL = '__portal_direct';

/** A remote's catalogue chunk, as its src/i18n/messages.ts names it. */
const CATALOGUE_CHUNK = /^messages-([a-z]+(?:-[a-z]+)?)$/;

/** What a remote's manifest says of its direct build (`direct` in mf-manifest.json). */
export interface DirectManifest {
  /** Each exposed module's files (`./LoginPage`), the runtime first; paths from the manifest's folder. */
  exposes: Record<string, { js: string[]; css: string[] }>;
  /** The remote's catalogue file per language. */
  messages: Record<string, string>;
}

/**
 * Every shared singleton as an external: the synchronous ones read from the modules the shell has
 * handed over before it runs any file of the build; zod, which the shell loads on demand, awaited
 * (the module that imports it becomes asynchronous, as it is behind the federation's consumes).
 */
function directExternals(): Record<string, string> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => [
      key,
      LAZY_SHARED.includes(key)
        ? `promise self.${SHARED_GLOBAL}.load(${JSON.stringify(key)})`
        : `var self.${SHARED_GLOBAL}.modules[${JSON.stringify(key)}]`,
    ]),
  );
}

/** The direct build's configuration, made from the remote's own (same loaders, aliases, mode). */
export function directConfig(app: Configuration, remote: RemoteName): Configuration {
  const entry = Object.fromEntries(
    Object.entries(REMOTES[remote].exposes).map(([name, file]) => [
      name.replace(/^\.\//, ''),
      file,
    ]),
  );
  const output = app.output!;
  return {
    name: `${app.name}_direct`,
    mode: app.mode,
    context: app.context,
    target: app.target,
    devtool: app.devtool,
    entry,
    output: {
      ...output,
      path: path.join(output.path!, DIRECT_DIR),
      // The runtime and each module's initial files are `entry-*`: a retry never runs them from a
      // preload (shell/src/remotes/forgetFailedFiles.ts); lazy chunks keep their plain names.
      filename: `${DIRECT_ENTRY_PREFIX}[name].[contenthash:8].js`,
      uniqueName: `${output.uniqueName}_direct`,
      library: { type: 'self', name: [DIRECT_GLOBAL, remote, '[name]'] },
      clean: true,
    },
    resolve: app.resolve,
    module: app.module,
    externals: directExternals(),
    externalsType: 'var',
    optimization: {
      minimize: app.optimization?.minimize,
      // One runtime for all the remote's modules: one module cache, whichever module came first.
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
    },
    performance: false,
    plugins: [compileHintPlugin(), new DirectManifestPlugin(), new PrecompressPlugin()],
    stats: 'errors-warnings',
  };
}

/** Writes `direct-manifest.json`: each entry's files in order, the catalogues. */
class DirectManifestPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('DirectManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'DirectManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const exposes: DirectManifest['exposes'] = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            // The runtime chunk first, the entry's own chunk last (the order a plain page uses).
            const files = entrypoint.getFiles();
            exposes[`./${name}`] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          const messages: DirectManifest['messages'] = {};
          for (const chunk of compilation.chunks) {
            const locale = chunk.name && CATALOGUE_CHUNK.exec(chunk.name)?.[1];
            const file = [...chunk.files].find((f) => f.endsWith('.js'));
            if (locale && file) messages[locale] = file;
          }
          const manifest: DirectManifest = { exposes, messages };
          compilation.emitAsset(DIRECT_MANIFEST, new RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

/**
 * Once both builds are written (the last compilation of a remote, createAppConfig): adds the direct
 * build's files to the federated build's `mf-manifest.json` as `direct`, paths from the manifest's
 * folder, compresses it again, and writes the remote's page-cost report. The two builds compile
 * side by side, so this reads their files from disk.
 */
export class DirectManifestMergePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('DirectManifestMergePlugin', async (compilation) => {
      const dist = compilation.outputOptions.path!;
      const direct = JSON.parse(
        readFileSync(path.join(dist, DIRECT_DIR, DIRECT_MANIFEST), 'utf8'),
      ) as DirectManifest;
      const at = (file: string) => `${DIRECT_DIR}/${file}`;
      const merged: DirectManifest = {
        exposes: Object.fromEntries(
          Object.entries(direct.exposes).map(([name, files]) => [
            name,
            { js: files.js.map(at), css: files.css.map(at) },
          ]),
        ),
        messages: Object.fromEntries(
          Object.entries(direct.messages).map(([locale, file]) => [locale, at(file)]),
        ),
      };
      const file = path.join(dist, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const bytes = Buffer.from(JSON.stringify({ ...manifest, direct: merged }));
      writeFileSync(file, bytes);
      await precompressFile(file, bytes);
      writePageCostReport(dist);
    });
  }
}
