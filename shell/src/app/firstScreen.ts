import { FIRST_SCREEN_TABLE } from './routes';

/**
 * The router's own route table, which the build writes as JSON into the page's first-paint and
 * first-screen preload scripts (shared/src/first-screen/page), so they never keep a copy in step.
 */
export function firstScreenTable() {
  return FIRST_SCREEN_TABLE;
}

/**
 * The session fields that must all be saved for the visitor to be signed in (selectIsLoggedIn's,
 * each saved under its own name by the platform's session persistence): isSignedIn in the page.
 */
export const SESSION_FIELDS = ['token', 'refreshToken', 'id'] as const;

export { FIRST_SCREEN_HINTS, pageAddedPreloads } from './firstScreenHints';
