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
