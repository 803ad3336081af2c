// The federation runtime, for a remote whose manifest lists no direct build (one built before it,
// or served by another deployment): loaded the first time such a remote is shown, never before the
// first screen of a remote that has one (registry.ts). The shell hands it the same shared modules
// as the direct builds get, so the page still holds one React, one router, one store.
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { PLATFORM_VERSION } from '@portal/shell/platform';
import { LAZY_SHARED_MODULES, SHARED_MODULES } from './sharedModules';

declare const __PORTAL_SHARED_VERSIONS__: Record<string, string>;

const PLATFORM = '@portal/shell/platform';

let instance: Promise<ModuleFederation> | null = null;

const versionOf = (name: string) =>
  name === PLATFORM ? PLATFORM_VERSION : (__PORTAL_SHARED_VERSIONS__[name] ?? '0.0.0');

// As the shell's build shared them (build/share.ts): singletons, any version of a library, the
// platform at its own semver (each remote's manifest says which range it needs).
const shareConfig = { singleton: true, requiredVersion: false as const };

/**
 * The runtime, with the shell's shared modules: those every page has already as `lib` (a share the
 * runtime must still load, consumed by a remote's trimmed share, fails in runtime-core 2.9.2:
 * `setShared` reads the missing tree-shaken variant), zod by `get`, loaded when first consumed.
 */
function federation(): Promise<ModuleFederation> {
  instance ??= Promise.all(
    Object.entries(SHARED_MODULES).map(async ([name, load]) => {
      const module = await load();
      return [name, { version: versionOf(name), lib: () => module, shareConfig }] as const;
    }),
  ).then((loaded) =>
    createInstance({
      name: 'portal_shell',
      remotes: [],
      shared: {
        ...Object.fromEntries(loaded),
        ...Object.fromEntries(
          Object.entries(LAZY_SHARED_MODULES).map(([name, load]) => [
            name,
            {
              version: versionOf(name),
              get: () => load().then((module) => () => module),
              shareConfig,
            },
          ]),
        ),
      },
      shareStrategy: 'loaded-first',
      // A production remote leaves the runtime core out of its entry and takes the page's
      // (`_FEDERATION_RUNTIME_CORE`), which this plugin publishes (build/plugins/runtime-core.ts).
      plugins: [injectExternalRuntimeCore()],
    }),
  );
  instance.catch(() => (instance = null));
  return instance;
}

/** Registers a remote by its entry (`force` drops what the runtime kept of an earlier one). */
export async function registerRemote(name: string, entry: string, force: boolean): Promise<void> {
  (await federation()).registerRemotes([{ name, entry }], { force });
}

/** Loads an exposed module (`portal_auth/LoginPage`) of a registered remote. */
export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}
