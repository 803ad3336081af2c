import {
  DEFAULT_STORE_URLS,
  ZRuntimeConfig,
  type TPaymentsRuntimeConfig,
} from '@portal/shared/api/runtimeConfig';
import { REMOTE_NAMES } from '@portal/shared/remotes';
import type { RemoteName } from '@portal/shared/remotes';

export { REMOTE_NAMES };
export type { RemoteName };

/** `runtime-config.json` as the shell uses it (shared/src/api/runtimeConfig.ts is the contract). */
export interface RuntimeConfig {
  /** Prefix of every API call; '' = the portal's own origin. Never ends with '/'. */
  apiBase: string;
  /** Remote name -> URL of its mf-manifest.json (may be relative to the page). */
  remotes: Partial<Record<RemoteName, string>>;
  /** The mobile app's store pages (the users tab's QR codes). */
  appStoreUrl: string;
  playStoreUrl: string;
  /** Which card form the checkout shows; absent = the local one. */
  payments?: TPaymentsRuntimeConfig;
}

export const RUNTIME_CONFIG_URL = 'runtime-config.json';

declare global {
  interface Window {
    /** The shell's entry starts this request before the shared chunks arrive (shell/src/index.ts). */
    __PORTAL_RUNTIME_CONFIG__?: Promise<Response>;
  }
}

/**
 * The config beside the page (the shell at /), else the one at the origin's root: a remote's
 * standalone page lives under /remotes/<name>/, and its origin serves the shell's config at /
 * (the API in one-process mode, nginx in production), as it serves the API by default.
 */
async function fetchConfig(): Promise<Response> {
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  const root = `/${RUNTIME_CONFIG_URL}`;
  if (response.ok || !globalThis.location || location.pathname === '/') return response;
  return fetch(root, { cache: 'no-cache' });
}

/** The request the shell's entry already started, taken once; else a new one. */
function requestConfig(fresh: boolean): Promise<Response> {
  const early = globalThis.window?.__PORTAL_RUNTIME_CONFIG__;
  if (early) delete globalThis.window.__PORTAL_RUNTIME_CONFIG__;
  return early && !fresh ? early : fetchConfig();
}

/** A hand-edited file may hold an entry that is no URL: that one remote is skipped, not the config. */
function withoutBadRemotes(value: unknown): unknown {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return value;
  const urls = Object.entries(remotes).filter(([, url]) => typeof url === 'string');
  return { ...(value as object), remotes: Object.fromEntries(urls) };
}

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const result = ZRuntimeConfig.safeParse(withoutBadRemotes(value));
  if (!result.success) {
    throw new Error(`runtime-config.json: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  const { apiBase, remotes, appStoreUrl, playStoreUrl, payments } = result.data;
  // Remotes this shell does not know, or left empty, are skipped.
  const known = REMOTE_NAMES.flatMap((name) => (remotes[name] ? [[name, remotes[name]]] : []));
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    remotes: Object.fromEntries(known) as RuntimeConfig['remotes'],
    appStoreUrl: appStoreUrl ?? DEFAULT_STORE_URLS.appStoreUrl,
    playStoreUrl: playStoreUrl ?? DEFAULT_STORE_URLS.playStoreUrl,
    ...(payments && { payments }),
  };
}

let pending: Promise<RuntimeConfig> | null = null;
let apiBase: Promise<string> | null = null;

/**
 * Fetches the runtime config once per page; `{ fresh: true }` fetches it again (the retry card does,
 * so a config fixed on the server is picked up without a reload). A failure is not cached.
 */
export function loadRuntimeConfig(options: { fresh?: boolean } = {}): Promise<RuntimeConfig> {
  if (!pending || options.fresh) {
    const request = requestConfig(!!options.fresh)
      .then((response) => {
        if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(parseRuntimeConfig);
    pending = request;
    // A config that arrives later (a retry) also moves the API base.
    request.then(
      (config) => (apiBase = Promise.resolve(config.apiBase)),
      () => undefined,
    );
    request.catch(() => {
      if (pending === request) pending = null;
    });
  }
  return pending;
}

/**
 * The API base for calls. Without a readable config (a standalone remote served where no
 * runtime-config.json exists) the API is the page's own origin, the documented default.
 */
export function loadApiBase(): Promise<string> {
  apiBase ??= loadRuntimeConfig().then(
    (config) => config.apiBase,
    () => '',
  );
  return apiBase;
}

/** Forgets the fetched config (tests start each case from a fresh page). */
export function resetRuntimeConfig(): void {
  pending = null;
  apiBase = null;
}
