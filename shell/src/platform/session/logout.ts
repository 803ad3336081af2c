import { createAsyncThunk } from '@reduxjs/toolkit';
import { authFetch } from '../api/authFetch';
import { refreshSession } from '../api/refresh';
import type { LocaleState } from '../locale/localeSlice';
import { isTokenExpired } from './expiry';
import { loggedOut } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/**
 * Signs out: revokes this login on the server (best effort: the browser forgets the session either
 * way), then clears all storage and state; the shell's protected routes then go to /login.
 */
export const logout = createAsyncThunk('session/logout', async (_: void, thunk) => {
  const state = () => thunk.getState() as { session: SessionState; locale: LocaleState };
  if (state().session.token !== null) {
    // The server only revokes with a valid access token: refresh a stale one first.
    if (isTokenExpired(state().session, Date.now())) await refreshSession(thunk);
    const { token, refreshToken } = state().session;
    if (token && refreshToken) {
      // Offline or refused: the local sign-out below still happens.
      await authFetch('/v2/auth/logout', {
        locale: state().locale.value,
        token,
        body: { refreshToken },
      });
    }
  }
  thunk.dispatch(loggedOut());
});
