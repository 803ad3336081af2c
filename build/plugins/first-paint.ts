// The shell's first paint: index.html shows the page's frame and the route's h1 in the visitor's
// language before any script of the app runs (commit f47763b, then the evening's round): the title is
// the LCP from the first paint (Lighthouse 100 on the deep links of the budget), the app's stylesheet
// inline, and main.js starts only once that frame is painted (README, Performance). The script is
// an ordinary module, shared/src/first-screen/page/first-paint.ts (the router's own resolvePage, the
// app's session and language rules), bundled by page-module.ts with its data (route headings, keys,
// texts) written in as JSON: no function's source text pasted into a string.
import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '../../shared/src/i18n/locales';
import { loadMessages } from '../../shared/src/i18n/messages';
import type { FirstPaintData } from '../../shared/src/first-screen/page/first-paint';
import { bundlePageScript, PAGE_ENTRIES } from '../page-module';
import type { FirstPaintRoute, FirstScreenInput } from '../first-screen-input';

/**
 * The shell's page, finished once the build knows its files (FirstPaintPlugin):
 * - preloads of the scripts every first screen runs after main.js (the shared singletons, as the MF
 *   manifest lists them, and the bootstrap chunk), so they download beside main.js instead of after
 *   it; added just after the first paint, so they never compete with it;
 * - the bootstrap chunk's stylesheets inline, so the frame in index.html has the app's look;
 * - a small script after the frame (`first-paint.<hash>.js`) that shows it in the visitor's language
 *   (the saved choice, else the browser's, picked by the same `matchLocale` as the app) with texts
 *   from the catalogues, and puts in it the h1 of the route in the URL (its `heading` in routes.ts),
 *   in the card or column the page shows it in (index.html's `data-first-paint-layout` templates).
 */
export class FirstPaintPlugin {
  private readonly input: FirstScreenInput;
  constructor(input: FirstScreenInput) {
    this.input = input;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'FirstPaintPlugin',
          // After the MF manifest (OPTIMIZE_TRANSFER) and the page are final.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        async () => {
          const page = compilation.getAsset('index.html');
          const manifestAsset = compilation.getAsset('mf-manifest.json');
          if (!page || !manifestAsset) return;
          const manifest = JSON.parse(manifestAsset.source.source().toString()) as {
            shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
          };
          // The platform's UI kit styles come with its shared chunk: the frame uses them too. Each
          // file once: the manifest lists a file under every shared module whose chunks need it.
          const styleFiles = new Set(
            manifest.shared.flatMap((shared) => shared.assets.css.sync).sort(),
          );
          for (const chunk of compilation.chunks) {
            // identifier(), not resource: a concatenated module names its parts there.
            const isBootstrap = compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => /[\\/]src[\\/]bootstrap\.tsx\b/.test(module.identifier()));
            if (!isBootstrap) continue;
            for (const file of [...chunk.files].sort())
              if (file.endsWith('.css')) styleFiles.add(file);
          }
          // Without their source map comments (they would point from the page to the wrong place),
          // and each text once: the platform's kit sits in two chunks with the same styles.
          const styles = [
            ...new Set(
              [...styleFiles].map((file) =>
                compilation
                  .getAsset(file)!
                  .source.source()
                  .toString()
                  .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
                  .trim(),
              ),
            ),
          ];
          let html = page.source.source().toString();
          const entry = [...html.matchAll(ENTRY_SCRIPT)];
          if (entry.length !== 1) throw new Error('index.html has not exactly one entry script');
          const [entryTag, entryFile] = entry[0]!;
          const frameScript = await firstPaintScript(this.input, html, entryFile!);
          // A file, not an inline script: the pages' CSP allows scripts from 'self' only.
          const frameFile = `first-paint.${createHash('sha256').update(frameScript).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(frameFile, new RawSource(frameScript));
          // The options are in the page, so the select has its width before the script runs.
          const options = LOCALES.map(
            (locale) =>
              `<option value="${locale}" lang="${LOCALE_TAGS[locale]}"${locale === DEFAULT_LOCALE ? ' selected' : ''}>${LOCALE_NAMES[locale]}</option>`,
          ).join('');
          html = html
            .replace('</head>', `<style>${styles.join('')}</style></head>`)
            .replace(FIRST_PAINT_SELECT, `<select id="first-paint-language">${options}</select>`)
            .replace(FIRST_PAINT_SCRIPT, `<script src="${frameFile}"></script>`)
            // Downloaded from the start as before; the frame's script runs it (see firstPaintScript).
            // The frame's own script is asked for first, from <head>: found only at the end of the
            // body, it would queue behind the first screen's preloads, and the first paint with it.
            .replace(
              entryTag!,
              `<link rel="preload" href="${frameFile}" as="script">` +
                `<link rel="preload" href="${entryFile}" as="script">`,
            );
          compilation.updateAsset('index.html', new RawSource(html));
        },
      );
    });
  }
}

/** Where index.html wants the frame's script (right after the frame, so it runs before a paint). */
const FIRST_PAINT_SCRIPT = /<script data-first-paint-script(?:="")?><\/script>/;
const FIRST_PAINT_SELECT = /<select id="?first-paint-language"?><\/select>/;
/** The shell's entry script, as the HTML plugin writes it (main.<hash>.js). */
const ENTRY_SCRIPT = /<script defer(?:="")? src="(main\.[^"]+\.js)"><\/script>/g;

/**
 * The route table as far as the frame reads it (which route, and its heading): the frame's script
 * counts in the login page's JS budget, and it names no module and no title.
 */
function headingTable(table: FirstScreenInput['table']) {
  const trim = ({ path, access, heading }: FirstPaintRoute) => ({ path, access, heading });
  return { routes: table.routes.map(trim), login: trim(table.login) };
}

/**
 * Where the platform keeps the mobile app's launch flags (webview/launchSlice.ts). Inside the app the
 * page has no chrome and a handoff code may sign the visitor in first: the frame draws no heading.
 */
const LAUNCH_KEY = 'portal.launch';

/**
 * The frame's script (shared/src/first-screen/page/first-paint.ts: the language pick, the route's
 * heading, main.js started once the title is painted) with its data: the texts it names
 * (`data-first-paint`) and the pages' headings in every language, the trimmed route table, the keys.
 */
async function firstPaintScript(
  input: FirstScreenInput,
  html: string,
  entry: string,
): Promise<string> {
  if (!FIRST_PAINT_SCRIPT.test(html) || !FIRST_PAINT_SELECT.test(html)) {
    throw new Error('index.html has no first-paint script slot or language select');
  }
  const { routes } = input.table;
  for (const { heading } of routes) {
    if (heading && !html.includes(`data-first-paint-layout="${heading.layout}"`)) {
      throw new Error(`index.html has no first-paint template for the layout "${heading.layout}"`);
    }
  }
  const ids = [
    ...new Set([
      ...[...html.matchAll(/data-first-paint(?:-label)?="([^"]+)"/g)].map((m) => m[1]!),
      ...routes.flatMap((route) => (route.heading ? [route.heading.id] : [])),
    ]),
  ];
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const messages = (await loadMessages(locale)) as Record<string, string>;
    texts[locale] = Object.fromEntries(ids.map((id) => [id, messages[id] ?? '']));
  }
  const data: FirstPaintData = {
    table: headingTable(input.table),
    sessionKeys: input.sessionKeys,
    localeKey: input.localeKey,
    hintsId: input.hintsId,
    launchKey: LAUNCH_KEY,
    texts,
    entry,
  };
  return bundlePageScript(PAGE_ENTRIES.firstPaint, data);
}
