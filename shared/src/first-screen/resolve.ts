// Which page a URL shows and what must load for it, decided once: the shell's router
// (shell/src/app/routes.ts), the first paint's script (build/plugins/first-paint.ts) and the server's
// preload script (build/plugins/first-screen.ts, served by api/src/plugins/external/first-screen.ts)
// all call this module. No React, no browser globals: the build bundles it into the page's scripts
// (page/*.entry.ts, build/page-module.ts), whose bytes count.

/**
 * Who may open a route: `public` anyone; `guest` only the logged out (a signed-in customer goes on);
 * `session` only the signed in (others see the login page); `invitation` the signed in, or anyone
 * with `?invitation={id}` (the invited user's own path).
 */
export type Access = 'public' | 'guest' | 'session' | 'invitation';

/** An exposed module of a remote, e.g. `{ remote: 'auth', module: './LoginPage' }`. */
export interface PageRef {
  remote: string;
  module: string;
}

/** A route of the shell's table (shell/src/app/routes.ts), as far as this module reads it. */
export interface TableRoute {
  path: string;
  access: Access;
  /** The remote module it shows; 'frame' = the portal's tab frame (the open tab's module). */
  page: PageRef | 'frame';
  titleId: string;
  /** What the signed-in visitor's role needs to open it (shared/src/roles): none, any role. */
  permission?: string;
}

/** A tab of the portal frame (shell/src/frame/tabs.ts); the first is the one opened by default. */
export interface TableTab extends PageRef {
  id: string;
  label: string;
  /** What the visitor's role needs to be offered the tab: none, any role. */
  permission?: string;
}

/** Whether the signed-in visitor's role gives a permission (issue 37); absent, every one. */
export type Allowed = (permission: string) => boolean;

/** Whether a route or tab is open to the visitor's role. */
export const mayOpen = (item: { permission?: string }, allowed?: Allowed): boolean =>
  !item.permission || !allowed || allowed(item.permission);

export interface RouteTable<R extends TableRoute = TableRoute> {
  routes: readonly R[];
  tabs: readonly TableTab[];
  /** The route a logged-out visitor of a protected or unknown path sees (spec §2). */
  login: R;
}

/** The files of one remote the server can vouch for, from its mf-manifest.json (absolute paths). */
export interface RemoteFiles {
  manifest: string;
  entry: string;
  modules: Record<string, { js: string[]; css: string[] }>;
  /** The remote's catalogue file per language (its texts: the module renders nothing without). */
  messages?: Record<string, string>;
}

/** A file to preload, with the attributes of the request that later takes it. */
export interface PreloadFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossOrigin?: 'anonymous';
}

export interface FirstScreen<R extends TableRoute = TableRoute> {
  /** The route the router shows; null when it sends a signed-in visitor on (to loginTo). */
  route: R | null;
  /** The page's name in document.title: the route's, in the frame the open tab's. */
  title: string | null;
  /** The remote module the page shows. */
  remote: PageRef | null;
  /** What to preload for it, in order, when the remote's files are known (else none). */
  files: PreloadFile[];
}

/**
 * The route of a path, by react-router's matchPath rules: `:param` one segment, trailing slash and
 * case free. The table's paths are plain (letters, `-`, `/`, `:param`): no other character to escape.
 */
export function routeOfPath<R extends Pick<TableRoute, 'path'>>(
  table: { routes: readonly R[] },
  pathname: string,
): R | undefined {
  return table.routes.find((route) =>
    new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
}

/**
 * The open tab of the frame: `?billing=true` (spec §2), `?tab=<id>`, else the first the role may
 * use (a billing member lands on billing). A tab asked for by name is returned even when the role
 * may not use it: the frame says so (mayOpen) instead of showing another tab.
 */
export function tabOf<T extends TableTab>(
  table: { tabs: readonly T[] },
  search: URLSearchParams,
  allowed?: Allowed,
): T | undefined {
  const wanted = search.get('billing') === 'true' ? 'billing' : search.get('tab');
  return (
    table.tabs.find((tab) => tab.id === wanted) ?? table.tabs.find((tab) => mayOpen(tab, allowed))
  );
}

/** The page's name of a path, whoever visits it: the route's, in the frame the open tab's. */
export function titleOf(
  table: RouteTable,
  pathname: string,
  search: string,
  allowed?: Allowed,
): string | null {
  const route = routeOfPath(table, pathname);
  if (!route) return null;
  return route.page === 'frame'
    ? (tabOf(table, new URLSearchParams(search), allowed)?.label ?? route.titleId)
    : route.titleId;
}

/**
 * The route a URL (`/path?query`, or a page URL whose hash holds it) shows, as the router decides it,
 * and its query: a protected or unknown path shows the login page to a signed-out visitor, and
 * nothing (the router redirects) to a signed-in one. All the first paint needs (its bytes count in
 * the login page's budget).
 */
export function routeOfUrl<R extends Pick<TableRoute, 'path' | 'access'>>(
  table: { routes: readonly R[]; login: R },
  url: string,
  signedIn: boolean,
): { route: R | null; search: URLSearchParams } {
  const hash = url.indexOf('#');
  const { pathname, searchParams } = new URL(
    hash < 0 ? url : url.slice(hash + 1) || '/',
    'http://x',
  );
  const route = routeOfPath(table, pathname);
  const access = route?.access;
  const allowed =
    access === 'public' ||
    (access === 'guest' && !signedIn) ||
    (access === 'session' && signedIn) ||
    (access === 'invitation' && (signedIn || searchParams.has('invitation')));
  return { route: allowed ? route! : signedIn ? null : table.login, search: searchParams };
}

/**
 * The page a URL shows (routeOfUrl): its route, title and remote module. With the signed-in role's
 * `allowed`, a route or tab the role may not use loads no remote (the shell says so instead).
 */
export function resolvePage<R extends TableRoute>(
  table: RouteTable<R>,
  url: string,
  signedIn: boolean,
  allowed?: Allowed,
): Omit<FirstScreen<R>, 'files'> {
  const { route, search } = routeOfUrl(table, url, signedIn);
  const tab = route?.page === 'frame' ? tabOf(table, search, allowed) : undefined;
  // The invited agent's own wizard (`?invitation=`) is theirs whoever is signed in.
  const open =
    !route ||
    (route.access === 'invitation' && search.has('invitation')) ||
    (mayOpen(route, allowed) && (!tab || mayOpen(tab, allowed)));
  return {
    route,
    title: tab ? tab.label : (route?.titleId ?? null),
    remote: !open
      ? null
      : tab
        ? { remote: tab.remote, module: tab.module }
        : route?.page === 'frame'
          ? null
          : (route?.page ?? null),
  };
}

/**
 * The first screen of a URL: its page (resolvePage) and what to preload for it. `remotes` are the
 * files the server knows; the catalogue is the remote's one in `locale`. The manifest comes last:
 * the files it names are all known already, and asked for after it came back they would count as
 * found through it (request-phases).
 */
export function resolveFirstScreen<R extends TableRoute>(
  table: RouteTable<R>,
  url: string,
  visitor: {
    signedIn: boolean;
    locale?: string;
    remotes?: Record<string, RemoteFiles | undefined>;
    /** What the signed-in visitor's role gives, when known. */
    allowed?: Allowed;
  },
): FirstScreen<R> {
  const page = resolvePage(table, url, visitor.signedIn, visitor.allowed);
  const known = page.remote && visitor.remotes?.[page.remote.remote];
  const module = known && known.modules[page.remote!.module];
  if (!known || !module) return { ...page, files: [] };
  // Without the catalogue, found only once the module has run: one more round trip.
  const catalogue = visitor.locale && known.messages?.[visitor.locale];
  const files: PreloadFile[] = [
    { href: known.entry, as: 'script' },
    ...module.js.map((href): PreloadFile => ({ href, as: 'script' })),
    ...module.css.map((href): PreloadFile => ({ href, as: 'style' })),
    ...(catalogue ? [{ href: catalogue, as: 'script' } as const] : []),
    { href: known.manifest, as: 'fetch', crossOrigin: 'anonymous' },
  ];
  return { ...page, files };
}
