/**
 * How the mobile app opens the portal in a webview (docs/webview-contract.md): flags and a one-time
 * handoff code in the URL's query or in the hash route's query, e.g.
 * `/remotes/profiles/index.html#/user/new?webview=true&handoff=…`.
 */

/** Spec §3 Session flags the app sets when it opens a page. */
export interface LaunchFlags {
  /** Inside the app: no portal chrome; leaving links and "done" go to the app. */
  webview: boolean;
  /** The browser's own form checks are skipped; the API's same rules still answer at the fields. */
  disableValidation: boolean;
  /** The profile wizard starts from the franchise's default logo and intro. */
  defaultAssets: boolean;
}

export const NO_FLAGS: LaunchFlags = {
  webview: false,
  disableValidation: false,
  defaultAssets: false,
};

const FLAG_NAMES = Object.keys(NO_FLAGS) as Array<keyof LaunchFlags>;

export interface Launch {
  flags: Partial<LaunchFlags>;
  /** Where to go after a login (a portal path). */
  loginTo?: string;
  /** A one-time code of POST /v2/auth/handoff. */
  handoff?: string;
  /** The same address without the handoff code, when it had one. */
  cleanHref?: string;
}

/** A path of the portal ("/user/new"), never another site ("//evil.test", "https://…"). */
const isPortalPath = (value: string) => /^\/(?![/\\])/.test(value);

/** Reads the launch parameters of an address, from its query and its hash route's query. */
export function parseLaunch(href: string): Launch {
  const url = new URL(href);
  const hashQueryAt = url.hash.indexOf('?');
  const hashParams = new URLSearchParams(hashQueryAt >= 0 ? url.hash.slice(hashQueryAt + 1) : '');
  const sources = [url.searchParams, hashParams];
  const read = (name: string) =>
    sources.map((params) => params.get(name)).find((value) => value !== null) ?? undefined;

  const launch: Launch = { flags: {} };
  for (const name of FLAG_NAMES) {
    const value = read(name);
    if (value === 'true' || value === 'false') launch.flags[name] = value === 'true';
  }
  const loginTo = read('loginTo');
  if (loginTo && isPortalPath(loginTo)) launch.loginTo = loginTo;
  const handoff = read('handoff');
  if (handoff) {
    launch.handoff = handoff;
    // The code leaves the address bar (and the history) at once.
    for (const params of sources) params.delete('handoff');
    const hashQuery = hashParams.toString();
    const hash =
      hashQueryAt >= 0
        ? `${url.hash.slice(0, hashQueryAt)}${hashQuery ? `?${hashQuery}` : ''}`
        : url.hash;
    url.hash = hash;
    launch.cleanHref = url.toString();
  }
  return launch;
}
