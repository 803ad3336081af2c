import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@portal/shell/platform';
import { FRAME_PATH, tabFromSearch, TABS } from '../frame/tabs';

export interface RemotePage {
  remote: RemoteName;
  module: string;
}

/** Which remote module each route of spec §2 shows (contract). */
export const PAGES = {
  login: { remote: 'auth', module: './LoginPage' },
  createAccount: { remote: 'auth', module: './CreateAccountPage' },
  forgot: { remote: 'auth', module: './ForgotPage' },
  recover: { remote: 'auth', module: './RecoverPage' },
  checkout: { remote: 'checkout', module: './CheckoutPage' },
  userWizard: { remote: 'profiles', module: './UserWizardPage' },
  video: { remote: 'profiles', module: './VideoPage' },
} as const satisfies Record<string, RemotePage>;

const PUBLIC: Record<string, RemotePage> = {
  '/login': PAGES.login,
  '/create-account': PAGES.createAccount,
  '/forgot': PAGES.forgot,
  '/recover': PAGES.recover,
  '/checkout': PAGES.checkout,
};

/**
 * The remote module a location will show, as the router would decide it (protected routes show
 * the login page when logged out). Lets the shell fetch it before React has rendered anything.
 */
export function pageForLocation(
  pathname: string,
  search: string,
  loggedIn: boolean,
): RemotePage | null {
  const params = new URLSearchParams(search);
  if (pathname === '/login' && loggedIn) return null; // goes on to loginTo
  const open = PUBLIC[pathname];
  if (open) return open;
  if (matchPath('/user/:userId', pathname) && (loggedIn || params.has('invitation'))) {
    return PAGES.userWizard;
  }
  if (!loggedIn) return PAGES.login;
  if (pathname === FRAME_PATH) return TABS.find((tab) => tab.id === tabFromSearch(params)) ?? null;
  if (matchPath('/video/:videoId', pathname)) return PAGES.video;
  return null;
}
