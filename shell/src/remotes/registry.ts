import type { ComponentType } from 'react';
import {
  loadCatalogues,
  loadRuntimeConfig,
  PLATFORM_VERSION,
  REMOTES,
  selectLocale,
  store,
} from '@portal/shell/platform';
import type { RemoteName } from '@portal/shell/platform';
import { PlatformMismatchError, requiredPlatform, satisfiesPlatform } from './platformContract';
import { provideShared } from './sharedModules';

const mfName = (remote: RemoteName) => REMOTES[remote].mfName;

/** The manifest URL each remote is registered with, to re-register only when it changes. */
const registered = new Map<RemoteName, string>();

/**
 * One request per manifest (it names each exposed module's files, in the remote's direct build and
 * in its federated one, and the platform the remote was built against), which takes the page's
 * preload of it. A module the manifest lists in the remote's direct build (build/direct.ts) is
 * loaded from it: its files and the shared modules the shell hands over, no federation runtime.
 * Otherwise the federation runtime (federation.ts, loaded then) loads it from the remote entry.
 */
const manifests = new Map<string, Promise<Manifest | null>>();

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  direct?: { exposes?: Record<string, { js?: string[]; css?: string[]; shared?: string[] }> };
  exposes?: Array<{
    name?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

function fetchManifest(url: string, fresh: boolean): Promise<Manifest | null> {
  let manifest = fresh ? undefined : manifests.get(url);
  if (!manifest) {
    // No options: the request takes the page's preload (`as=fetch`, crossorigin anonymous).
    manifest = fetch(url, fresh ? { cache: 'no-cache' } : {}).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<Manifest | null>;
    });
    manifests.set(url, manifest);
    const failed = manifest;
    failed.catch(() => manifests.get(url) === failed && manifests.delete(url));
  }
  return manifest;
}

/** The remote entry a manifest names, beside it (`publicPath: 'auto'`, as the MF runtime reads it). */
function remoteEntryOf(manifest: Manifest | null, manifestUrl: string): string {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const folder = (entry.path ?? '').replace(/^\.?\/+|\/+$/g, '');
  return new URL(folder ? `${folder}/${entry.name}` : entry.name, manifestUrl).href;
}

/** Files already asked for, so a module shown again adds no second preload. */
const preloadedFiles = new Set<string>();

/**
 * The exposed module's own scripts and stylesheets, asked for beside the remote entry rather than
 * once it has run (what the MF runtime's snapshot did), with the attributes of the requests that
 * take them (the remote's chunk loader's plain `<script>` and `<link rel=stylesheet>`).
 */
function preloadModuleFiles(manifest: Manifest | null, manifestUrl: string, module: string) {
  const name = module.replace(/^\.\//, '');
  const assets = manifest?.exposes?.find((expose) => expose.name === name)?.assets;
  const direct = directFiles(manifest, module);
  const files = direct
    ? [
        ...direct.js.map((file) => ['script', file] as const),
        ...direct.css.map((file) => ['style', file] as const),
      ]
    : [
        ...(assets?.js?.sync ?? []).map((file) => ['script', file] as const),
        ...(assets?.css?.sync ?? []).map((file) => ['style', file] as const),
      ];
  for (const [as, file] of files) {
    const href = new URL(file, manifestUrl).href;
    if (preloadedFiles.has(href)) continue;
    preloadedFiles.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.append(link);
  }
}

/** The files of a module in the remote's direct build, from the manifest's folder; null if none. */
function directFiles(manifest: Manifest | null, module: string) {
  const files = manifest?.direct?.exposes?.[module];
  return files?.js?.length
    ? { js: files.js, css: files.css ?? [], shared: files.shared ?? [] }
    : null;
}

/** The files of the direct builds put in the page, by address: each is run once. */
const directFilesLoaded = new Map<string, Promise<void>>();

/**
 * Adds a direct build's script or stylesheet to the page; a failed one is tried again next time.
 * On a retry (`fresh`) under another address: Chromium would hand the request the page's failed
 * preload of the file (forgetFailedFiles takes the others' preloads, not the runtime's: run twice,
 * it would be a second module cache).
 */
function addFile(href: string, kind: 'script' | 'style', fresh: boolean): Promise<void> {
  let loading = directFilesLoaded.get(href);
  if (!loading) {
    const src = fresh ? `${href}?retry=${Date.now()}` : href;
    const element =
      kind === 'script'
        ? Object.assign(document.createElement('script'), { src, async: true })
        : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: src });
    loading = new Promise<void>((resolve, reject) => {
      element.onload = () => resolve();
      element.onerror = () => {
        element.remove();
        // As the remotes' own chunk loader names it.
        reject(Object.assign(new Error(`Loading ${href} failed`), { name: 'ChunkLoadError' }));
      };
    });
    directFilesLoaded.set(href, loading);
    const failed = loading;
    failed.catch(() => directFilesLoaded.get(href) === failed && directFilesLoaded.delete(href));
    document.head.append(element);
  }
  return loading;
}

type DirectExports = Record<string, Record<string, unknown>>;

/**
 * Runs a module of a remote's direct build: the shared modules handed over first (and the
 * on-demand ones its own files hold, zod for a form that validates from its first screen), then its
 * files (the runtime, its chunks, its stylesheets); its entry puts its exports in
 * `self.__portal_direct.<remote>.<Module>` once all of them are in.
 */
async function loadDirect(
  remote: RemoteName,
  module: string,
  files: { js: string[]; css: string[]; shared: string[] },
  manifestUrl: string,
  fresh: boolean,
): Promise<{ default?: ComponentType } | undefined> {
  await provideShared();
  // Before a file runs: a failed load (offline) fails this attempt only, and the retry asks again.
  const shared = Promise.all(files.shared.map((name) => window.__portal_shared!.load(name)));
  shared.catch(() => undefined); // awaited below, once the module's other files are in
  const at = (file: string) => new URL(file, manifestUrl).href;
  // The entry's own file last: it puts its exports in place only if its chunks are in when it
  // runs (a later chunk would run the module but leave its exports unset). The page has preloaded
  // them all already (preloadModuleFiles), so this orders running, not downloading.
  const entry = files.js.at(-1)!;
  const styles = files.css.map((file) => addFile(at(file), 'style', fresh));
  await Promise.all(files.js.slice(0, -1).map((file) => addFile(at(file), 'script', fresh)));
  await shared;
  await Promise.all([...styles, addFile(at(entry), 'script', fresh)]);
  const loaded = (globalThis as { __portal_direct?: Record<string, DirectExports> })
    .__portal_direct?.[remote]?.[module.replace(/^\.\//, '')];
  return loaded as { default?: ComponentType } | undefined;
}

/**
 * Reads a remote's manifest from the runtime config. `fresh` re-reads the config and the manifest,
 * re-registers a federated remote with `force`, which drops whatever the MF runtime kept of the
 * remote (entry, modules), and forgets the files of the failed attempt, so a fixed config or a
 * remote that came back (the network is back) loads without a page reload.
 */
async function register(
  remote: RemoteName,
  fresh: boolean,
): Promise<{ manifest: Manifest | null; manifestUrl: string }> {
  const config = await loadRuntimeConfig({ fresh });
  const url = config.remotes[remote];
  if (!url) throw new Error(`runtime-config.json has no URL for the "${remote}" remote`);
  const manifestUrl = new URL(url, window.location.href).href;
  const before = registered.get(remote);
  // Only a retry needs it: its own chunk, no byte of the first screen. Also when the failed load
  // never registered the remote (no runtime config): the page's preloads of it failed all the same.
  if (fresh) {
    const { forgetFailedFiles } = await import('./forgetFailedFiles');
    await forgetFailedFiles(mfName(remote), before ?? manifestUrl);
    for (const href of [...preloadedFiles]) {
      if (href.startsWith(new URL('.', manifestUrl).href)) preloadedFiles.delete(href);
    }
  }
  const manifest = await fetchManifest(manifestUrl, fresh);
  registered.set(remote, manifestUrl);
  return { manifest, manifestUrl };
}

/** The remotes registered with the federation runtime, by the entry they were registered with. */
const federated = new Map<RemoteName, string>();

/** Loads a module through the federation runtime, registering the remote's entry first. */
async function loadFederated(
  remote: RemoteName,
  module: string,
  manifest: Manifest | null,
  manifestUrl: string,
  fresh: boolean,
): Promise<{ default?: ComponentType } | null> {
  const { registerRemote, loadFederatedModule } = await import(
    /* webpackChunkName: "federation" */ './federation'
  );
  const entry = remoteEntryOf(manifest, manifestUrl);
  if (fresh || federated.get(remote) !== entry) {
    await registerRemote(mfName(remote), entry, federated.has(remote));
    federated.set(remote, entry);
  }
  return loadFederatedModule<{ default?: ComponentType }>(
    `${mfName(remote)}/${module.replace(/^\.\//, '')}`,
  );
}

/**
 * Refuses a remote built against a platform major this shell does not provide before it renders:
 * a clear reason on its error card instead of a crash deep inside it.
 */
function checkPlatform(remote: RemoteName, manifest: Manifest | null): void {
  const required = requiredPlatform(manifest);
  if (!satisfiesPlatform(PLATFORM_VERSION, required)) {
    throw new PlatformMismatchError(remote, required!, PLATFORM_VERSION);
  }
}

/** Loads an exposed module (`./LoginPage`) of a remote; its default export is the component. */
export async function loadRemoteComponent(
  remote: RemoteName,
  module: string,
  fresh: boolean,
): Promise<{ default: ComponentType }> {
  const { manifest, manifestUrl } = await register(remote, fresh);
  // Nothing of the remote runs before the check passes.
  checkPlatform(remote, manifest);
  preloadModuleFiles(manifest, manifestUrl, module);
  const direct = directFiles(manifest, module);
  const loaded = direct
    ? await loadDirect(remote, module, direct, manifestUrl, fresh)
    : await loadFederated(remote, module, manifest, manifestUrl, fresh);
  const id = `${mfName(remote)}/${module.replace(/^\.\//, '')}`;
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  // The module registered its remote's messages as it loaded: show it once they are in.
  await loadCatalogues(selectLocale(store.getState()));
  return { default: loaded.default };
}
