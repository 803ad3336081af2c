// Completes each exposed module's `assets.sync` in a remote's `mf-manifest.json` with every file of
// its chunk group. The manifest leaves out a chunk that a shared fallback also uses (zod, shared by
// the platform's fallback copy and the remote's own schemas), so the MF runtime, which preloads
// the listed files beside the remote entry, found that chunk only once the exposed module ran: one
// more round trip before the page could render (commit a12bae5; part of the 3 request phases).
import type { Compiler } from '@rspack/core';

export class ExposeAssetsPlugin {
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
