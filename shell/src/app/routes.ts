import { matchPath } from 'react-router-dom';
import type { MessageId, RemoteName } from '@portal/shell/platform';
import type { RemoteModuleName } from '@portal/shared/remotes';
import { FRAME_PATH, FRAME_TITLE_ID, tabFromSearch, TABS } from '../frame/tabs';

/**
 * Who may open a route: `public` anyone; `guest` only the logged out (a signed-in customer goes on
 * to loginTo); `session` only the signed in (others go to /login, the deep link remembered);
 * `invitation` the signed in, or anyone with `?invitation={id}` (the invited user's own path).
 */
export type Access = 'public' | 'guest' | 'session' | 'invitation';

/**
 * A page's h1 and how it sits: in the one card of a card page (the UI kit's CardPage), atop a wide
 * column (the checkout), atop the portal's tab frame. index.html paints it for the route in the URL
 * before any script of the app runs (rspack.base.ts, FirstPaintPlugin), and the shell draws it the
 * same way while the page's remote loads (PagePlaceholder): the page's largest text is on screen from
 * the first paint instead of after the remote. The message is the platform's, so the shell has it.
 */
export interface PageHeading {
  id: MessageId;
  layout: 'card' | 'wide' | 'frame';
}

/** An exposed module of a remote, e.g. `{ remote: 'auth', module: './LoginPage' }`. */
export type RemotePage = {
  [R in RemoteName]: { remote: R; module: RemoteModuleName<R> };
}[RemoteName];

export interface PortalRoute {
  path: string;
  access: Access;
  /** The remote module the route shows; 'frame' = the portal's tab frame (tabs.ts names its modules). */
  page: RemotePage | 'frame';
  /** The page's name in document.title ("Users · Property Video"). */
  titleId: MessageId;
  /** The page's h1, for the pages a visitor opens first (the deep links of the performance budget). */
  heading?: PageHeading;
}

/**
 * Every route of spec §2, once: the router, the preloading of the first page, the page titles and
 * the overlays' "is this a portal page" test are derived from it. A new route is one entry here.
 */
export const ROUTES = [
  {
    path: '/login',
    access: 'guest',
    page: { remote: 'auth', module: './LoginPage' },
    titleId: 'shell.title.login',
    heading: { id: 'shell.heading.login', layout: 'card' },
  },
  {
    path: '/create-account',
    access: 'public',
    page: { remote: 'auth', module: './CreateAccountPage' },
    titleId: 'shell.title.createAccount',
  },
  {
    path: '/forgot',
    access: 'public',
    page: { remote: 'auth', module: './ForgotPage' },
    titleId: 'shell.title.forgot',
  },
  {
    path: '/recover',
    access: 'public',
    page: { remote: 'auth', module: './RecoverPage' },
    titleId: 'shell.title.recover',
  },
  {
    path: '/checkout',
    access: 'public',
    page: { remote: 'checkout', module: './CheckoutPage' },
    titleId: 'shell.title.checkout',
    heading: { id: 'shell.heading.checkout', layout: 'wide' },
  },
  {
    path: FRAME_PATH,
    access: 'session',
    page: 'frame',
    titleId: 'shell.tabs.users',
    heading: { id: FRAME_TITLE_ID, layout: 'frame' },
  },
  {
    path: '/video/:videoId',
    access: 'session',
    page: { remote: 'profiles', module: './VideoPage' },
    titleId: 'shell.title.video',
  },
  {
    path: '/user/:userId',
    access: 'invitation',
    page: { remote: 'profiles', module: './UserWizardPage' },
    titleId: 'shell.title.userProfile',
  },
] as const satisfies readonly PortalRoute[];

/** Where a logged-out visitor of a protected or unknown route lands (spec §2). */
export const LOGIN_ROUTE: PortalRoute = ROUTES[0];

export const routeForPath = (pathname: string): PortalRoute | undefined =>
  ROUTES.find((route) => matchPath(route.path, pathname));

/** A page of the signed-in portal, as opposed to the public login, sign-up and checkout pages. */
export function isPortalPage(pathname: string): boolean {
  const access = routeForPath(pathname)?.access;
  return access === 'session' || access === 'invitation';
}

/**
 * May this visitor see the route, or does the router send them elsewhere? Self-contained: the first
 * paint's script runs its source as well (FirstPaintPlugin), so both choose the same page.
 */
export function isAllowed(route: PortalRoute, loggedIn: boolean, search: URLSearchParams): boolean {
  switch (route.access) {
    case 'public':
      return true;
    case 'guest':
      return !loggedIn;
    case 'session':
      return loggedIn;
    case 'invitation':
      return loggedIn || search.has('invitation');
  }
}

/**
 * The route a location shows, as the router decides it: a protected or unknown path shows the login
 * page to a logged-out visitor; null when the router redirects a signed-in one (to loginTo).
 */
export function routeForLocation(
  pathname: string,
  search: string,
  loggedIn: boolean,
): PortalRoute | null {
  const route = routeForPath(pathname);
  if (route && isAllowed(route, loggedIn, new URLSearchParams(search))) return route;
  return loggedIn ? null : LOGIN_ROUTE;
}

/** The remote module a location will show, so the shell can fetch it before React has rendered. */
export function pageForLocation(
  pathname: string,
  search: string,
  loggedIn: boolean,
): RemotePage | null {
  const route = routeForLocation(pathname, search, loggedIn);
  if (!route) return null;
  if (route.page !== 'frame') return route.page;
  const tab = TABS.find((t) => t.id === tabFromSearch(new URLSearchParams(search)));
  return tab ? ({ remote: tab.remote, module: tab.module } as RemotePage) : null;
}

/** The page name of a location's title: the route's, or in the frame the open tab's. */
export function titleIdForLocation(pathname: string, search: string): MessageId | null {
  const route = routeForPath(pathname);
  if (!route) return null;
  if (route.page !== 'frame') return route.titleId;
  const tab = TABS.find((t) => t.id === tabFromSearch(new URLSearchParams(search)));
  return tab?.label ?? route.titleId;
}
