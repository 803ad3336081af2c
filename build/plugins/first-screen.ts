// The first screen's downloads, decided at build time: the shell's preloads held until the title is
// painted, and the server's route-picking preload script (first-screen.json). With the first paint
// they make every first screen 3 request phases with nothing fetched twice (commit f5ca780; held
// back since the night's round, when the preloads had pushed Lighthouse's LCP to 2.1–2.6 s).
import type { Compiler } from '@rspack/core';
import { rspack } from '@rspack/core';
import type { PreloadData } from '../../shared/src/first-screen/page/preload';
import type { TableRoute } from '../../shared/src/first-screen/resolve';
import { bundlePageScript, PAGE_ENTRIES } from '../page-module';
import type { FirstScreenInput } from '../first-screen-input';

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
 *   module from the page itself. It is shared/src/first-screen/page/preload.entry.ts bundled (with
 *   resolveFirstScreen), the route table and keys written in as JSON, wrapped in `function(remotes)`.
 */
export class FirstScreenPlugin {
  private readonly input: FirstScreenInput;
  constructor(input: FirstScreenInput) {
    this.input = input;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'FirstScreenPlugin',
          // After the MF manifest (OPTIMIZE_TRANSFER) and the page are final.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        async () => {
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
          const hints = `<template id="${this.input.hintsId}">${links}</template>`;
          compilation.updateAsset(
            'index.html',
            new RawSource(html.replace(mainTag, mainTag + hints)),
          );

          const { table, sessionKeys, localeKey, hintsId, sharedOnDemand = {} } = this.input;
          // The on-demand shared modules' files of the pages that need them first (zod for the
          // checkout), as the MF manifest lists them: the page's script preloads them with the route's.
          const sharedFiles: Record<string, string[]> = {};
          for (const [page, names] of Object.entries(sharedOnDemand)) {
            sharedFiles[page] = names.flatMap((name) => {
              const shared = manifest.shared.find((entry) => entry.name === name);
              if (!shared || !LOADED_ON_DEMAND.has(name))
                throw new Error(
                  `${page}: ${name} is not a shared module the shell loads on demand`,
                );
              return shared.assets.js.sync;
            });
          }
          // The route table trimmed to what resolveFirstScreen reads (no headings).
          const trim = ({ path, access, page, titleId }: TableRoute): TableRoute => ({
            path,
            access,
            page,
            titleId,
          });
          const data: PreloadData = {
            table: { routes: table.routes.map(trim), tabs: table.tabs, login: trim(table.login) },
            sessionKeys,
            localeKey,
            hintsId,
            ...(Object.keys(sharedFiles).length ? { sharedFiles } : {}),
          };
          const bundle = await bundlePageScript(PAGE_ENTRIES.preload, data);
          const source = `function(remotes){${bundle}}`;
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
