import { createAsyncThunk } from '@reduxjs/toolkit';
import { authFetch } from '../api/authFetch';
import { refreshSession } from '../api/refresh';
import type { LocaleState } from '../locale/localeSlice';
import { isTokenExpired } from './expiry';
import { loggedOut } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/**
 * Signs out: clears all storage and state, then revokes this login on the server (best effort: the
 * browser forgets the session either way); the shell's protected routes then go to /login.
 */
export const logout = createAsyncThunk('session/logout', async (_: void, thunk) => {
  const state = () => thunk.getState() as { session: SessionState; locale: LocaleState };
  // The server only revokes with a valid access token: refresh a stale one first.
  if (state().session.token !== null && isTokenExpired(state().session, Date.now()))
    await refreshSession(thunk);
  const { token, refreshToken } = state().session;
  const locale = state().locale.value;
  // The page forgets the session BEFORE the server revokes it: the cached answers go and the reads
  // still under way are aborted (store.ts), so none is answered 401 by the revoked session, taken
  // for an expired token (a refresh, a "session expired" notice) or shown after the sign-out.
  thunk.dispatch(loggedOut());
  // Offline or refused: the local sign-out above stands. Sent with the tokens read above.
  if (token && refreshToken)
    await authFetch('/v2/auth/logout', { locale, token, body: { refreshToken } });
});
