import type { TRole } from '@portal/shared/roles/roles';
import type { SessionState } from './sessionSlice';

/** Selectors take any state holding the session slice, so they need no import of the store. */
type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectIsLoggedIn = (state: WithSession) =>
  state.session.token !== null && state.session.refreshToken !== null && state.session.id !== null;
export const selectAccount = (state: WithSession) => state.session.account;
export const selectNotice = (state: WithSession) => state.session.notice;
export const selectLoginTo = (state: WithSession) => state.session.loginTo;
export const selectOrigin = (state: WithSession) => state.session.origin;
export const selectSubscription = (state: WithSession) =>
  state.session.account?.subscription ?? null;
/**
 * The signed-in person's role in the account (issue 37, GET /v2/users/me `role`). The account's own
 * login is its owner, and so is an account read before the API said roles.
 */
export const selectRole = (state: WithSession): TRole => state.session.account?.role ?? 'owner';
