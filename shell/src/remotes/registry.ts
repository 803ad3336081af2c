import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
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
 * One request per manifest: the MF runtime reads it to load the remote, checkPlatform to check the
 * remote's platform contract. Two requests would leave one of them without the page's preload (a
 * preload is taken once) and send it a second time, one more round trip before the remote's files.
 */
const manifests = new Map<string, Promise<Response>>();

function fetchManifest(url: string, fresh: boolean): Promise<Response> {
  let response = fresh ? undefined : manifests.get(url);
  if (!response) {
    // The MF runtime's own request (no options): it takes the page's preload.
    response = fetch(url, fresh ? { cache: 'no-cache' } : {});
    manifests.set(url, response);
    const failed = response;
    failed.catch(() => manifests.get(url) === failed && manifests.delete(url));
  }
  return response.then((r) => r.clone());
}

registerPlugins([
  {
    name: 'portal-manifest-once',
    fetch: (url: string) =>
      [...registered.values()].includes(url) ? fetchManifest(url, false) : undefined,
  },
]);

/**
 * Registers a remote from the runtime config. `fresh` re-reads the config and re-registers with
 * `force`, which drops whatever the MF runtime kept of the remote (manifest, entry, modules), and
 * forgets the files of the failed attempt, so a fixed config or a remote that came back (the
 * network is back) loads without a page reload.
 */
async function register(remote: RemoteName, fresh: boolean): Promise<string> {
  const config = await loadRuntimeConfig({ fresh });
  const url = config.remotes[remote];
  if (!url) throw new Error(`runtime-config.json has no URL for the "${remote}" remote`);
  const entry = new URL(url, window.location.href).href;
  if (!fresh && registered.get(remote) === entry) return entry;
  const before = registered.get(remote);
  // Only a retry needs it: its own chunk, no byte of the first screen. Also when the failed load
  // never registered the remote (no runtime config): the page's preloads of it failed all the same.
  if (fresh) {
    const { forgetFailedFiles } = await import('./forgetFailedFiles');
    await forgetFailedFiles(mfName(remote), before ?? entry);
  }
  registerRemotes([{ name: mfName(remote), entry }], { force: registered.has(remote) });
  registered.set(remote, entry);
  return entry;
}

/**
 * Refuses a remote built against a platform major this shell does not provide before it renders:
 * a clear reason on its error card instead of a crash deep inside it.
 */
async function checkPlatform(
  remote: RemoteName,
  manifestUrl: string,
  fresh: boolean,
): Promise<void> {
  const response = await fetchManifest(manifestUrl, fresh);
  if (!response.ok) return; // Loading the remote reports it.
  const required = requiredPlatform(await response.json().catch(() => null));
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
  const manifestUrl = await register(remote, fresh);
  const id = `${mfName(remote)}/${module.replace(/^\.\//, '')}`;
  // Side by side, so the check costs no extra round trip; nothing of the remote renders before it passes.
  const [, loaded] = await Promise.all([
    checkPlatform(remote, manifestUrl, fresh),
    loadRemote<{ default?: ComponentType }>(id),
  ]);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  // The module registered its remote's messages as it loaded: show it once they are in.
  await loadCatalogues(selectLocale(store.getState()));
  return { default: loaded.default };
}
