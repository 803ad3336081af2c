import { resolvePage, routeOfPath, titleOf } from '@portal/shared/first-screen/resolve';
import type { Access, Allowed, RouteTable } from '@portal/shared/first-screen/resolve';
import type { TPermission } from '@portal/shared/roles/roles';
import type { MessageId, RemoteName } from '@portal/shell/platform';
import type { RemoteModuleName } from '@portal/shared/remotes';
import { FRAME_PATH, FRAME_TITLE_ID, TABS } from '../frame/tabs';
import {
  CHECKOUT_PATH,
  CREATE_ACCOUNT_PATH,
  FORGOT_PATH,
  JOIN_PATH,
  LOGIN_PATH,
  RECOVER_PATH,
  SECOND_FACTOR_RECOVERY_PATH,
  USER_PATH,
  VIDEO_PATH,
  BRAND_KIT_PATH,
} from '@portal/shared/routes/paths';

/** Who may open a route (the router's guards; resolvePage reads it the same way). */
export type { Access };

/**
 * A page's h1 and how it sits: in the one card of a card page (the UI kit's CardPage), atop a wide
 * column (the checkout), atop the portal's tab frame. index.html paints it for the route in the URL
 * before any script of the app runs (build/plugins/first-paint.ts), and the shell draws it the
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
  /**
   * What the signed-in person's role needs to open it (issue 37, shared/src/roles); without it, a
   * deep link shows the role page (RoleGate), never a page whose calls answer 403.
   */
  permission?: TPermission;
}

/**
 * Every route of spec §2, once: the router, the preloading of the first page, the page titles and
 * the overlays' "is this a portal page" test are derived from it. A new route is one entry here.
 */
export const ROUTES = [
  {
    path: LOGIN_PATH,
    access: 'guest',
    page: { remote: 'auth', module: './LoginPage' },
    titleId: 'shell.title.login',
    heading: { id: 'shell.heading.login', layout: 'card' },
  },
  {
    path: CREATE_ACCOUNT_PATH,
    access: 'public',
    page: { remote: 'auth', module: './CreateAccountPage' },
    titleId: 'shell.title.createAccount',
  },
  {
    path: FORGOT_PATH,
    access: 'public',
    page: { remote: 'auth', module: './ForgotPage' },
    titleId: 'shell.title.forgot',
  },
  {
    path: RECOVER_PATH,
    access: 'public',
    page: { remote: 'auth', module: './RecoverPage' },
    titleId: 'shell.title.recover',
  },
  {
    path: JOIN_PATH,
    access: 'public',
    page: { remote: 'auth', module: './JoinPage' },
    titleId: 'shell.title.join',
  },
  {
    path: SECOND_FACTOR_RECOVERY_PATH,
    access: 'public',
    page: { remote: 'auth', module: './SecondFactorRecoveryPage' },
    titleId: 'shell.title.secondFactorRecovery',
  },
  {
    path: CHECKOUT_PATH,
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
    path: VIDEO_PATH,
    access: 'session',
    page: { remote: 'profiles', module: './VideoPage' },
    titleId: 'shell.title.video',
    permission: 'profiles.read',
  },
  {
    path: USER_PATH,
    access: 'invitation',
    page: { remote: 'profiles', module: './UserWizardPage' },
    titleId: 'shell.title.userProfile',
    permission: 'profiles.write',
  },
  {
    path: BRAND_KIT_PATH,
    access: 'session',
    page: { remote: 'profiles', module: './BrandKitPage' },
    titleId: 'shell.title.brandKit',
    permission: 'profiles.write',
  },
] as const satisfies readonly PortalRoute[];

/** Where a logged-out visitor of a protected or unknown route lands (spec §2). */
export const LOGIN_ROUTE: PortalRoute = ROUTES[0];

/**
 * The route table as resolveFirstScreen reads it (shared/src/first-screen): the router, the first
 * paint's script and the server's preload script all decide a URL's page with it.
 */
export const FIRST_SCREEN_TABLE: RouteTable<PortalRoute> = {
  routes: ROUTES,
  tabs: TABS,
  login: LOGIN_ROUTE,
};

export const routeForPath = (pathname: string): PortalRoute | undefined =>
  routeOfPath(FIRST_SCREEN_TABLE, pathname);

/** A page of the signed-in portal, as opposed to the public login, sign-up and checkout pages. */
export function isPortalPage(pathname: string): boolean {
  const access = routeForPath(pathname)?.access;
  return access === 'session' || access === 'invitation';
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
  return resolvePage(FIRST_SCREEN_TABLE, pathname + search, loggedIn).route;
}

/** The remote module a location will show, so the shell can fetch it before React has rendered. */
export function pageForLocation(
  pathname: string,
  search: string,
  loggedIn: boolean,
  allowed?: Allowed,
): RemotePage | null {
  return resolvePage(FIRST_SCREEN_TABLE, pathname + search, loggedIn, allowed)
    .remote as RemotePage | null;
}

/** The page name of a location's title: the route's, or in the frame the open tab's. */
export function titleIdForLocation(
  pathname: string,
  search: string,
  allowed?: Allowed,
): MessageId | null {
  return titleOf(FIRST_SCREEN_TABLE, pathname, search, allowed) as MessageId | null;
}
