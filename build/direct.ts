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
import type { Chunk, Compilation, Compiler, ConcatenatedModule, Configuration } from '@rspack/core';
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
  /**
   * Each exposed module's files (`./LoginPage`), the runtime first, paths from the manifest's
   * folder; `shared`: the on-demand shared modules its own files hold, loaded before it runs.
   */
  exposes: Record<string, { js: string[]; css: string[]; shared?: string[] }>;
  /** The remote's catalogue file per language. */
  messages: Record<string, string>;
}

/**
 * Every shared singleton as an external, read from the modules the shell has handed over. Zod, which
 * the shell loads on demand, is there before any module needing it runs: the runtime's chunk
 * loading waits for it (LazySharedPlugin), and the shell waits for it before running a module whose
 * own files hold it (the manifest's `shared`). Not a `promise` external: the module cache would keep
 * a failed load for good, where a chunk loading step is tried again by the next import.
 */
function directExternals(): Record<string, string> {
  return Object.fromEntries(SHARED_SINGLETONS.map((key) => [key, `var ${sharedRequest(key)}`]));
}

/** Where a direct build reads a shared module. */
const sharedRequest = (key: string) => `self.${SHARED_GLOBAL}.modules[${JSON.stringify(key)}]`;

/**
 * The on-demand shared modules (zod) that a chunk's modules import. Not the chunks that hold their
 * externals: the bundler puts an external's few bytes in the entry's chunk, where nothing runs it.
 */
function lazySharedIn(compilation: Compilation, chunk: Chunk): string[] {
  // An external's identifier: `external var "<request>"`.
  const externals = new Map(
    LAZY_SHARED.map((key) => [`external var ${JSON.stringify(sharedRequest(key))}`, key]),
  );
  const held = new Set<string>();
  for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
    // A concatenated module's imports are its inner modules'.
    const inner = 'rootModule' in module ? (module as ConcatenatedModule).modules : [module];
    for (const part of inner) {
      for (const connection of compilation.moduleGraph.getOutgoingConnections(part)) {
        const key = connection.module && externals.get(connection.module.identifier());
        if (key) held.add(key);
      }
    }
  }
  return [...held];
}

/**
 * Adds a chunk loading step to the direct build's runtime: a chunk that holds an on-demand shared
 * module's external loads only once the shell has loaded that module. A failed load fails that
 * import only; the next import asks again, as the federation's consumes do.
 */
class LazySharedPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    class LazySharedRuntimeModule extends RuntimeModule {
      constructor() {
        super('portal_lazy_shared', RuntimeModule.STAGE_ATTACH);
      }
      generate(): string {
        const compilation = this.compilation!;
        const byChunk: Record<string, string[]> = {};
        for (const chunk of compilation.chunks) {
          const keys = lazySharedIn(compilation, chunk);
          if (keys.length && chunk.id != null) byChunk[chunk.id] = keys;
        }
        return [
          `var lazyShared = ${JSON.stringify(byChunk)};`,
          `${RuntimeGlobals.ensureChunkHandlers}.portalShared = function (chunkId, promises) {`,
          `  (lazyShared[chunkId] || []).forEach(function (key) {`,
          `    promises.push(self.${SHARED_GLOBAL}.load(key));`,
          `  });`,
          `};`,
        ].join('\n');
      }
    }
    compiler.hooks.thisCompilation.tap('LazySharedPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(
        'LazySharedPlugin',
        (chunk: Chunk, requirements: Set<string>) => {
          requirements.add(RuntimeGlobals.ensureChunkHandlers);
          compilation.addRuntimeModule(chunk, new LazySharedRuntimeModule());
        },
      );
    });
  }
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
    plugins: [
      compileHintPlugin(),
      new LazySharedPlugin(),
      new DirectManifestPlugin(),
      new PrecompressPlugin(),
    ],
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
            const shared = [
              ...new Set(entrypoint.chunks.flatMap((chunk) => lazySharedIn(compilation, chunk))),
            ];
            exposes[`./${name}`] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
              ...(shared.length ? { shared } : {}),
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
            { ...files, js: files.js.map(at), css: files.css.map(at) },
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
