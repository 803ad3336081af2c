// Writes `dist/page-cost.txt` for a remote: what each exposed module adds to a page of the portal
// (the shell already provides the shared singletons): the remote entry, the module's own scripts and
// stylesheets, in gzip bytes; and the scripts it may load later (language catalogues, lazy parts).
// It saves nothing by itself: it is how a remote's team sees its weight before the byte budget does
// (commit 60d550c).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

export class PageCostReportPlugin {
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
