// What the floor's build hands the shell's page plugins and the server, in the shapes they read
// from a federated build, so the floor's page is finished as the real one is (floor.ts):
// - `mf-manifest.json` for FirstPaintPlugin and FirstScreenPlugin (the shell's held-back preloads,
//   its inline stylesheets, first-screen.json): its `shared` lists the chunks the boot loads beside
//   the bootstrap chunk (in the real build, the shared singletons'); removed once they have read it;
// - `../../remote-<dir>/dist/mf-manifest.json` per remote, read by the server as it reads a remote's
//   (api/src/web/first-screen.ts): each exposed module's chunks and the remote's catalogues, so the
//   page preloads the route's files from the start, as it does for the real remotes. The "remote
//   entry" is main.js (already on its way: no extra download); the manifest itself is the one
//   request the floor makes that a single app would not (one small fetch beside the others).
import type { Compiler } from '@rspack/core';
import type { RemoteName } from '../../shared/src/remotes';
import { REMOTES } from '../../shared/src/remotes';
import type { ExposedModule } from './floor';

interface ChunkGroupLike {
  name?: string | null;
  chunks: readonly { name?: string | null; files: ReadonlySet<string> | Iterable<string> }[];
}

/** The shared modules the real shell loads on demand (build/share.ts, first-screen.ts). */
const ON_DEMAND = ['zod'];

const filesOf = (group: ChunkGroupLike | undefined) =>
  (group?.chunks ?? []).flatMap((chunk) => [...chunk.files]);

export class FloorManifestPlugin {
  private readonly modules: ExposedModule[];
  constructor(modules: ExposedModule[]) {
    this.modules = modules;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FloorManifestPlugin', (compilation) => {
      const group = (name: string) =>
        (compilation.chunkGroups as unknown as ChunkGroupLike[]).find((g) => g.name === name);
      compilation.hooks.processAssets.tap(
        { name: 'FloorManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          // The boot's chunks but the bootstrap chunk itself (the page plugins add it), not zod.
          const boot = group('bootstrap');
          const shared = (boot?.chunks ?? [])
            .filter((chunk) => chunk.name !== 'bootstrap')
            .map((chunk) => {
              const files = [...chunk.files];
              return {
                name: chunk.name ?? files[0] ?? 'chunk',
                assets: {
                  js: { sync: files.filter((f) => f.endsWith('.js')) },
                  css: { sync: files.filter((f) => f.endsWith('.css')) },
                },
              };
            });
          // The shared modules the federated shell loads on demand (zod), which the shell's page
          // plugins may look up: in the floor they are ordinary chunks of the pages that import
          // them, already among each page's files below, so they add nothing here.
          for (const name of ON_DEMAND)
            shared.push({ name, assets: { js: { sync: [] }, css: { sync: [] } } });
          compilation.emitAsset('mf-manifest.json', new RawSource(JSON.stringify({ shared })));

          const main = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].find((f) =>
            f.endsWith('.js'),
          );
          const onBoot = new Set(filesOf(boot));
          const up = (file: string) => `../../${file}`;
          for (const remote of Object.keys(REMOTES) as RemoteName[]) {
            const catalogues = [...compilation.chunks]
              .filter((chunk) => chunk.name?.startsWith(`${remote}/messages-`))
              .flatMap((chunk) => [...chunk.files])
              .map(up);
            const exposes = this.modules
              .filter((m) => m.remote === remote)
              .map((m) => {
                const files = filesOf(group(m.chunk)).filter((f) => !onBoot.has(f));
                return {
                  path: m.module,
                  assets: {
                    js: { sync: files.filter((f) => f.endsWith('.js')).map(up), async: catalogues },
                    css: { sync: files.filter((f) => f.endsWith('.css')).map(up) },
                  },
                };
              });
            const manifest = {
              metaData: {
                publicPath: 'auto',
                remoteEntry: { name: up(main ?? 'main.js'), path: '' },
              },
              exposes,
            };
            compilation.emitAsset(
              `../../${REMOTES[remote].dir}/dist/mf-manifest.json`,
              new RawSource(JSON.stringify(manifest)),
            );
          }
        },
      );
      // After FirstPaintPlugin and FirstScreenPlugin (PROCESS_ASSETS_STAGE_REPORT) have read it.
      compilation.hooks.processAssets.tap(
        { name: 'FloorManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => compilation.deleteAsset('mf-manifest.json'),
      );
    });
  }
}
