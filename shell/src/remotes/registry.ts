import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

const mfName = (remote: RemoteName) => REMOTES[remote].mfName;

/** The manifest URL each remote is registered with, to re-register only when it changes. */
const registered = new Map<RemoteName, string>();

/**
 * One request per manifest (it names the remote entry, each exposed module's files and the platform
 * the remote was built against), which takes the page's preload of it. The MF runtime does not read
 * manifests (`disableSnapshot` in rspack.base.ts: ~1.5 KB gzip less of it before the first screen):
 * the shell registers the remote entry the manifest names and preloads the module's files itself.
 */
const manifests = new Map<string, Promise<Manifest | null>>();

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
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
  const files = [
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

/**
 * Registers a remote from the runtime config, by the entry its manifest names, and returns the
 * manifest. `fresh` re-reads the config and the manifest and re-registers with `force`, which drops
 * whatever the MF runtime kept of the remote (entry, modules), and forgets the files of the failed
 * attempt, so a fixed config or a remote that came back (the network is back) loads without a page
 * reload.
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
  if (fresh || before !== manifestUrl) {
    const entry = remoteEntryOf(manifest, manifestUrl);
    registerRemotes([{ name: mfName(remote), entry }], { force: registered.has(remote) });
    registered.set(remote, manifestUrl);
  }
  return { manifest, manifestUrl };
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
  const id = `${mfName(remote)}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<{ default?: ComponentType }>(id);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  // The module registered its remote's messages as it loaded: show it once they are in.
  await loadCatalogues(selectLocale(store.getState()));
  return { default: loaded.default };
}
