import type { TPaymentsRuntimeConfig, TRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import { DEFAULT_STORE_URLS, PAYMENT_PROVIDERS } from '@portal/shared/constants';
import type { PaymentProvider } from '@portal/shared/constants';
import { REMOTE_NAMES, REMOTES } from '@portal/shared/remotes';
import type { RemoteName } from '@portal/shared/remotes';

// The remotes' table from the platform's one copy: the shell's registry importing it on its own put
// a second copy on every first screen.
export { REMOTE_NAMES, REMOTES };
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

/** Where a page that is not the shell's says its config is (rspack.base.ts, a remote's page). */
export const RUNTIME_CONFIG_META = 'portal-runtime-config';

/**
 * The config beside the page (the shell's), or where the page names it: a remote's standalone page
 * lives under /remotes/<name>/ and names the origin's root, where its origin serves the shell's
 * config (the API in one-process mode, nginx in production, a dev server's proxy).
 */
function fetchConfig(): Promise<Response> {
  const named = globalThis.document?.querySelector<HTMLMetaElement>(
    `meta[name="${RUNTIME_CONFIG_META}"]`,
  )?.content;
  return fetch(named || RUNTIME_CONFIG_URL, { cache: 'no-cache' });
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

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The checks of the shared `ZRuntimeConfig` (the API serves nothing else), made without zod: every
 * page reads the config before its first screen, and zod (~30 KB gzip) is not part of that screen.
 * runtimeConfig.test.ts holds this reader to the schema's verdicts.
 */
export function checkRuntimeConfig(value: unknown): TRuntimeConfig {
  const problem = (what: string) => new Error(`runtime-config.json: ${what}`);
  if (!isFields(value)) throw problem('not an object');
  const { apiBase = '', remotes = {}, payments, appStoreUrl, playStoreUrl } = value;
  if (typeof apiBase !== 'string') throw problem('apiBase is not a string');
  if (!isFields(remotes)) throw problem('remotes is not an object');
  if (!optionalString(appStoreUrl) || !optionalString(playStoreUrl))
    throw problem('a store URL is not a string');
  if (payments === undefined) return { ...value, apiBase, remotes } as TRuntimeConfig;
  if (!isFields(payments)) throw problem('payments is not an object');
  const { provider, stripePublishableKey } = payments;
  if (!PAYMENT_PROVIDERS.includes(provider as PaymentProvider))
    throw problem('unknown payments provider');
  if (!optionalString(stripePublishableKey)) throw problem('stripePublishableKey is not a string');
  const known = { provider, ...(stripePublishableKey !== undefined && { stripePublishableKey }) };
  return { ...value, apiBase, remotes, payments: known } as TRuntimeConfig;
}

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const { apiBase, remotes, appStoreUrl, playStoreUrl, payments } = checkRuntimeConfig(
    withoutBadRemotes(value),
  );
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
