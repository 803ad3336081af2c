/**
 * The portal's route paths (spec §2), once: the shell's route table and every page's links and
 * redirects import them, so renaming a route cannot leave a link behind. Plain constants and
 * functions, imported by path: the minifier inlines them where they are used, so the login page
 * carries no table, and nothing joins the shared federated module.
 */
export const LOGIN_PATH = '/login';
export const CREATE_ACCOUNT_PATH = '/create-account';
export const FORGOT_PATH = '/forgot';
export const RECOVER_PATH = '/recover';
/** Joining an account's team from the e-mailed invitation `/#/join?token=…` (issue 37). */
export const JOIN_PATH = '/join';
/** The e-mailed link of a lost second factor `/#/second-factor-recovery?token=…` (issue 38). */
export const SECOND_FACTOR_RECOVERY_PATH = '/second-factor-recovery';
export const CHECKOUT_PATH = '/checkout';
/** The portal's tab frame (users, account, billing: `?tab=` or `?billing=true`). */
export const ADDITIONAL_INFO_PATH = '/additional-info';
export const VIDEO_PATH = '/video/:videoId';
export const USER_PATH = '/user/:userId';
/** The company brand kit (issue 36 §1): the defaults and locks of every profile's branding. */
export const BRAND_KIT_PATH = '/brand-kit';

/** Every route path, for the tests that hold the route table and the pages to them. */
export const ROUTE_PATHS = [
  LOGIN_PATH,
  CREATE_ACCOUNT_PATH,
  FORGOT_PATH,
  RECOVER_PATH,
  JOIN_PATH,
  SECOND_FACTOR_RECOVERY_PATH,
  CHECKOUT_PATH,
  ADDITIONAL_INFO_PATH,
  VIDEO_PATH,
  USER_PATH,
  BRAND_KIT_PATH,
] as const;

/** The billing tab of the frame (spec §2). */
export const BILLING_PATH = `${ADDITIONAL_INFO_PATH}?billing=true`;

// Links with one value in the query, dropped when empty. Kept this small on purpose: the login page
// carries these lines within its byte budget.
const withValue = (path: string, key: string, value?: string | null) =>
  value ? `${path}?${key}=${encodeURIComponent(value)}` : path;

/** `claim`: the checkout's one-time claim that this sign-in takes. */
export const loginPath = (claim?: string | null) => withValue(LOGIN_PATH, 'claim', claim);
export const createAccountPath = (claim?: string | null) =>
  withValue(CREATE_ACCOUNT_PATH, 'claim', claim);
export const forgotPath = (email?: string | null) => withValue(FORGOT_PATH, 'email', email);
export const checkoutPath = (email?: string | null) => withValue(CHECKOUT_PATH, 'email', email);
/** `new` creates a user, an id edits one. */
export const userPath = (userId: string) => `/user/${encodeURIComponent(userId)}`;
