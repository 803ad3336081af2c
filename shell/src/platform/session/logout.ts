import { createAsyncThunk } from '@reduxjs/toolkit';
import { refreshSession } from '../api/refresh';
import { loadApiBase } from '../runtimeConfig';
import { isTokenExpired } from './expiry';
import { loggedOut } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/**
 * Signs out: revokes this login on the server (best effort: the browser forgets the session either
 * way), then clears all storage and state; the shell's protected routes then go to /login.
 */
export const logout = createAsyncThunk('session/logout', async (_: void, thunk) => {
  const session = () => (thunk.getState() as { session: SessionState }).session;
  if (session().token !== null) {
    try {
      const apiBase = await loadApiBase();
      // The server only revokes with a valid access token: refresh a stale one first.
      if (isTokenExpired(session(), Date.now())) await refreshSession(thunk, apiBase);
      const { token, refreshToken } = session();
      if (token && refreshToken) {
        await fetch(`${apiBase}/v2/auth/logout`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ refreshToken }),
          keepalive: true,
        });
      }
    } catch {
      // Offline or server down: the local sign-out below still happens.
    }
  }
  thunk.dispatch(loggedOut());
});
