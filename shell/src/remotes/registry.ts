import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadCatalogues,
  loadRuntimeConfig,
  PLATFORM_VERSION,
  selectLocale,
  store,
} from '@portal/shell/platform';
import type { RemoteName } from '@portal/shell/platform';
import { REMOTES } from '@portal/shared/remotes';
import { PlatformMismatchError, requiredPlatform, satisfiesPlatform } from './platformContract';

const mfName = (remote: RemoteName) => REMOTES[remote].mfName;

/** The manifest URL each remote is registered with, to re-register only when it changes. */
const registered = new Map<RemoteName, string>();

/**
 * Registers a remote from the runtime config. `fresh` re-reads the config and re-registers with
 * `force`, which drops whatever the MF runtime kept of the remote (manifest, entry, modules), so a
 * fixed config or a remote that came back loads without a page reload.
 */
async function register(remote: RemoteName, fresh: boolean): Promise<string> {
  const config = await loadRuntimeConfig({ fresh });
  const url = config.remotes[remote];
  if (!url) throw new Error(`runtime-config.json has no URL for the "${remote}" remote`);
  const entry = new URL(url, window.location.href).href;
  if (!fresh && registered.get(remote) === entry) return entry;
  registerRemotes([{ name: mfName(remote), entry }], { force: registered.has(remote) });
  registered.set(remote, entry);
  return entry;
}

/**
 * Refuses a remote built against a platform major this shell does not provide before it renders:
 * a clear reason on its error card instead of a crash deep inside it.
 */
async function checkPlatform(remote: RemoteName, manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
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
    checkPlatform(remote, manifestUrl),
    loadRemote<{ default?: ComponentType }>(id),
  ]);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  // The module registered its remote's messages as it loaded: show it once they are in.
  await loadCatalogues(selectLocale(store.getState()));
  return { default: loaded.default };
}
