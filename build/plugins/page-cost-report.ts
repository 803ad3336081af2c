// Writes `dist/page-cost.txt` for a remote: what each exposed module adds to a page of the portal
// (the shell already provides the shared singletons): the remote entry, the module's own scripts and
// stylesheets, in gzip bytes; and the scripts it may load later (language catalogues, lazy parts).
// It saves nothing by itself: it is how a remote's team sees its weight before the byte budget does
// (commit 60d550c).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Files = { sync: string[]; async: string[] };
interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: Files; css: Files } }[];
  direct?: { exposes: Record<string, { js: string[]; css: string[] }> };
}

/** Writes the report of a remote's dist folder, once its manifest lists both builds (build/direct.ts). */
export function writePageCostReport(dist: string): void {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipKB = (files: string[]) =>
    files.reduce((sum, file) => {
      const at = path.join(dist, file);
      return sum + (existsSync(at) ? zlib.gzipSync(readFileSync(at), { level: 9 }).length : 0);
    }, 0) / 1024;
  const entry = manifest.metaData.remoteEntry.name;
  const lines = [
    `What each module of ${manifest.name} adds to a portal page (gzip, level 9; shared singletons come from the shell)`,
    '',
    'module | from the direct build (what the portal loads): runtime + scripts + CSS | through the federation: remote entry + scripts + CSS | may load later (other languages, lazy parts)',
  ];
  for (const expose of manifest.exposes) {
    const { js, css } = expose.assets;
    const direct = manifest.direct?.exposes[expose.path];
    const federated = gzipKB([entry, ...js.sync]) + gzipKB(css.sync);
    lines.push(
      `${expose.path} | ${direct ? `${gzipKB([...direct.js, ...direct.css]).toFixed(1)} KB (${direct.js.length} scripts, ${direct.css.length} CSS)` : 'none'} | ${federated.toFixed(1)} KB (${js.sync.length + 1} scripts, ${css.sync.length} CSS) | ${gzipKB([...js.async, ...css.async]).toFixed(1)} KB`,
    );
  }
  writeFileSync(path.join(dist, 'page-cost.txt'), `${lines.join('\n')}\n`);
}
