import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RemoteFiles as PreloadableFiles } from '@portal/shared/first-screen/resolve';
import { defaultManifestPath, REMOTES } from '@portal/shared/remotes';
import type { RemoteName } from '@portal/shared/remotes';

/**
 * The shell's page as the one-process server sends it: index.html with an inline script that
 * preloads the route's remote module (manifest, remote entry, the module's scripts and stylesheets)
 * from the page itself, beside main.js, instead of once the shared chunks have run and the manifest
 * has come back. The script is the build's (shell/dist/first-screen.json, route table included): the
 * route is in the URL's hash, which only the page sees, so the page picks it and its files with
 * resolveFirstScreen (shared/src/first-screen), the router's own function, from the files given here;
 * the files are read here, at serve time, from each remote's dist/mf-manifest.json: remotes are
 * built and deployed on their own. Hints only for remotes this process serves at the path the
 * runtime config names; a remote elsewhere (another origin, another path) gets none.
 */

/**
 * The files of one remote's exposed modules a page may preload (resolveFirstScreen's `remotes`), its
 * catalogue file per language (`messages-<locale>.<hash>.js`) when named so.
 */
export type RemoteFiles = Required<PreloadableFiles>;

/** A remote's catalogue chunk, as its src/i18n/messages.ts names it. */
const CATALOGUE_FILE = /(?:^|\/)messages-([a-z]+(?:-[a-z]+)?)\.[0-9a-f]+\.js$/;

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  /** The remote's direct build (build/direct.ts), which the shell loads its modules from. */
  direct?: {
    exposes?: Record<string, { js?: string[]; css?: string[] }>;
    messages?: Record<string, string>;
  };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
  }[];
}

/**
 * The files of a remote from its manifest, as absolute paths: with `publicPath: 'auto'` the MF
 * runtime resolves them against the manifest's own folder. Null when the manifest says otherwise
 * (a fixed public path or a `getPublicPath` function: the runtime would ask elsewhere).
 */
export function remoteFilesOf(manifestUrl: string, manifest: Manifest): RemoteFiles | null {
  const meta = manifest.metaData;
  if (meta?.publicPath !== 'auto' || !meta.remoteEntry?.name) return null;
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const at = (file: string) => folder + file;
  if (manifest.direct?.exposes) return directFilesOf(manifestUrl, manifest.direct, at);
  const modules: RemoteFiles['modules'] = {};
  const messages: RemoteFiles['messages'] = {};
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets?.js?.async ?? []) {
      const locale = CATALOGUE_FILE.exec(file)?.[1];
      if (locale) messages[locale] = at(file);
    }
    if (!expose.path) continue;
    modules[expose.path] = {
      js: (expose.assets?.js?.sync ?? []).map(at),
      css: (expose.assets?.css?.sync ?? []).map(at),
    };
  }
  const entry = at(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`);
  return { manifest: manifestUrl, entry, modules, messages };
}

/**
 * The files of a remote's direct build, which the shell loads a module from when the manifest lists
 * it: its runtime (the first script of every module) takes the place of the remote entry.
 */
function directFilesOf(
  manifestUrl: string,
  direct: NonNullable<Manifest['direct']>,
  at: (file: string) => string,
): RemoteFiles | null {
  const exposes = Object.entries(direct.exposes ?? {});
  const runtime = exposes[0]?.[1].js?.[0];
  if (!runtime) return null;
  const modules: RemoteFiles['modules'] = {};
  for (const [path, files] of exposes)
    modules[path] = {
      js: (files.js ?? []).filter((file) => file !== runtime).map(at),
      css: (files.css ?? []).map(at),
    };
  const messages = Object.fromEntries(
    Object.entries(direct.messages ?? {}).map(([locale, file]) => [locale, at(file)]),
  );
  return { manifest: manifestUrl, entry: at(runtime), modules, messages };
}

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface FirstScreenPage {
  html: string;
  /** The same bytes precompressed, for a browser that accepts them. */
  br: Buffer;
  gzip: Buffer;
  /** The inline script's CSP source (`'sha256-…'`), for the page's script-src. */
  scriptHash: string;
}

/** Puts the preload script in the page's <head>, before main.js and the build's preloads. */
export function injectFirstScreen(
  indexHtml: string,
  preload: string,
  remotes: Partial<Record<RemoteName, RemoteFiles>>,
): { html: string; scriptHash: string } | null {
  const script = `(${preload})(${scriptJson(remotes)})`;
  const at = indexHtml.indexOf('<script');
  const head = indexHtml.indexOf('</head>');
  if (head < 0) return null;
  const where = at >= 0 && at < head ? at : head;
  const html = `${indexHtml.slice(0, where)}<script>${script}</script>${indexHtml.slice(where)}`;
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return { html, scriptHash };
}

/**
 * The page, rebuilt only when one of the files it is made from changes (the shell's page and
 * script, a remote's manifest) or the runtime config moves a remote.
 */
export function firstScreenPages(webRoot: string) {
  const shellDist = join(webRoot, 'shell', 'dist');
  const manifestFile = (name: RemoteName) =>
    join(webRoot, REMOTES[name].dir, 'dist', 'mf-manifest.json');
  let cached: { key: string; page: FirstScreenPage | null } | null = null;

  const version = async (file: string) => {
    try {
      const { mtimeMs, size } = await stat(file);
      return `${mtimeMs}:${size}`;
    } catch {
      return 'none';
    }
  };

  async function build(local: RemoteName[]): Promise<FirstScreenPage | null> {
    let indexHtml: string;
    let preload: string;
    try {
      indexHtml = await readFile(join(shellDist, 'index.html'), 'utf8');
      preload = (
        JSON.parse(await readFile(join(shellDist, 'first-screen.json'), 'utf8')) as {
          preload: string;
        }
      ).preload;
    } catch {
      return null; // A shell built without it: the page as built.
    }
    const remotes: Partial<Record<RemoteName, RemoteFiles>> = {};
    for (const name of local) {
      try {
        const manifest = JSON.parse(await readFile(manifestFile(name), 'utf8')) as Manifest;
        const files = remoteFilesOf(defaultManifestPath(name), manifest);
        if (files) remotes[name] = files;
      } catch {
        // Not built, or not readable: no hints for it; the runtime reports the remote as usual.
      }
    }
    const injected = injectFirstScreen(indexHtml, preload, remotes);
    if (!injected) return null;
    const bytes = Buffer.from(injected.html);
    return {
      ...injected,
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(bytes, { level: 9 }),
    };
  }

  /**
   * The page for the remote URLs the runtime config names now. Only a remote whose URL is the path
   * this process serves it at is one whose files are known here.
   */
  return async function page(remoteUrls: Record<string, unknown>): Promise<FirstScreenPage | null> {
    const local = (Object.keys(REMOTES) as RemoteName[]).filter(
      (name) => remoteUrls[name] === defaultManifestPath(name),
    );
    const files = [
      join(shellDist, 'index.html'),
      join(shellDist, 'first-screen.json'),
      ...local.map(manifestFile),
    ];
    const key = [local.join(), ...(await Promise.all(files.map(version)))].join('|');
    if (cached?.key !== key) cached = { key, page: await build(local) };
    return cached.page;
  };
}
