import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../runtimeConfig';
import { makeStore } from '../store';
import { API_BASE, fakeFetch, loginResponse, MemoryStorage } from '../test-utils';
import { logout } from './logout';
import { selectIsLoggedIn } from './selectors';
import { loginSucceeded } from './sessionSlice';

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('revokes the login on the server, then clears storage and state', async () => {
    const server = fakeFetch(() => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', server.fetch);
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.dispatch(loginSucceeded(loginResponse()));

    await store.dispatch(logout());

    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${API_BASE}/v2/auth/logout`,
        authorization: 'Bearer token-1',
        body: JSON.stringify({ refreshToken: 'refresh-1' }),
      }),
    ]);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async (input: unknown) => {
      if (input === 'runtime-config.json') return Response.json({ apiBase: API_BASE });
      throw new TypeError('Failed to fetch');
    });
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.dispatch(loginSucceeded(loginResponse()));

    await store.dispatch(logout());

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.map.size).toBe(0);
  });
});
