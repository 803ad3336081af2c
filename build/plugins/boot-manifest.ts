// The shell is built without the federation plugin (issue 40: no federation runtime before the
// first screen; shell/src/remotes/registry.ts). Its page plugins (FirstPaintPlugin,
// FirstScreenPlugin) read the chunks every first screen runs from a manifest shaped as the
// federation's was: this writes it, `shared` being the chunks the boot loads beside the bootstrap
// chunk (the libraries) and the shared modules the shell loads on demand (zod, with its files:
// the checkout's page preloads them), and removes it once they have read it.
import type { Compiler } from '@rspack/core';

interface ChunkLike {
  name?: string | null;
  files: ReadonlySet<string> | Iterable<string>;
}
interface ChunkGroupLike {
  name?: string | null;
  chunks: readonly ChunkLike[];
}

const assetsOf = (files: string[]) => ({
  js: { sync: files.filter((f) => f.endsWith('.js')) },
  css: { sync: files.filter((f) => f.endsWith('.css')) },
});

export class BootManifestPlugin {
  /** Shared modules loaded on demand, by name, and the module the shell imports each by. */
  private readonly onDemand: Record<string, RegExp>;
  constructor(onDemand: Record<string, RegExp>) {
    this.onDemand = onDemand;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const boot = (compilation.chunkGroups as unknown as ChunkGroupLike[]).find(
            (group) => group.name === 'bootstrap',
          );
          const shared = (boot?.chunks ?? [])
            .filter((chunk) => chunk.name !== 'bootstrap')
            .map((chunk) => ({ name: chunk.name ?? 'chunk', assets: assetsOf([...chunk.files]) }));
          // Every file of the chunk group that loads the module (the module's own chunk and the
          // libraries split from it): what its dynamic import requests.
          for (const [name, test] of Object.entries(this.onDemand)) {
            const files = new Set<string>();
            for (const module of compilation.modules) {
              if (!test.test(module.identifier())) continue;
              for (const chunk of compilation.chunkGraph.getModuleChunks(module))
                for (const group of chunk.groupsIterable)
                  for (const member of group.chunks)
                    for (const file of member.files) files.add(file);
            }
            shared.push({ name, assets: assetsOf([...files].sort()) });
          }
          compilation.emitAsset('mf-manifest.json', new RawSource(JSON.stringify({ shared })));
        },
      );
      // After FirstPaintPlugin and FirstScreenPlugin (PROCESS_ASSETS_STAGE_REPORT) have read it.
      compilation.hooks.processAssets.tap(
        { name: 'BootManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => compilation.deleteAsset('mf-manifest.json'),
      );
    });
  }
}
