import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../runtimeConfig';
import { selectIsLoggedIn, selectNotice, selectSession } from '../session/selectors';
import { makeStore } from '../store';
import { API_BASE, account, fakeFetch, MemoryStorage } from '../test-utils';
import type { RecordedRequest } from '../test-utils';
import { api } from './api';

// Two endpoints as a remote would inject them: they must go through the shared base query.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<unknown, void>({ query: () => '/v2/users/me/users' }),
    invitation: build.query<unknown, void>({ query: () => '/v2/invitations/user/me' }),
  }),
  overrideExisting: true,
});

function storedSession(loginTime: number) {
  const storage = new MemoryStorage();
  storage.setItem('token', 'old-token');
  storage.setItem('refreshToken', 'refresh-1');
  storage.setItem('tokenTtl', '900');
  storage.setItem('loginTime', String(loginTime));
  storage.setItem('id', 'acc-1');
  storage.setItem('origin', 'realty');
  storage.setItem('account', JSON.stringify(account()));
  storage.setItem('locale', 'fr');
  return storage;
}

const EXPIRED = () => Date.now() - 901_000;
const FRESH = () => Date.now();

const isRefresh = (r: RecordedRequest) => r.url === `${API_BASE}/v2/auth/refreshtoken`;

/** An API whose refresh answers `refreshStatus`, slowly enough for calls to overlap. */
function apiServer(refreshStatus = 200) {
  return fakeFetch(async (request) => {
    if (isRefresh(request)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshStatus !== 200) {
        return Response.json(
          { message: 'Invalid', code: 'UNAUTHORIZED' },
          { status: refreshStatus },
        );
      }
      return Response.json({ token: 'new-token', refreshToken: 'refresh-2', tokenTtl: 900 });
    }
    if (request.authorization !== 'Bearer new-token') {
      return Response.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });
    }
    return Response.json({ ok: request.url });
  });
}

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('refresh before the call', () => {
  it('shares ONE refresh between concurrent calls and sends the new token with both', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    const store = makeStore(storedSession(EXPIRED()));

    const [users, invitation] = await Promise.all([
      store.dispatch(testApi.endpoints.users.initiate()),
      store.dispatch(testApi.endpoints.invitation.initiate()),
    ]);

    expect(users.isSuccess && invitation.isSuccess).toBe(true);
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(JSON.parse(server.requests.find(isRefresh)!.body)).toEqual({
      id: 'acc-1',
      refreshToken: 'refresh-1',
    });
    const calls = server.requests.filter((r) => !isRefresh(r));
    expect(calls.map((r) => r.authorization)).toEqual(['Bearer new-token', 'Bearer new-token']);
    expect(calls.every((r) => r.acceptLanguage === 'fr-FR')).toBe(true);
    const session = selectSession(store.getState());
    expect(session.refreshToken).toBe('refresh-2');
    expect(session.loginTime).toBeGreaterThan(Date.now() - 5_000);
  });

  it('logs out, with the session-expired notice and storage cleared, when the refresh fails', async () => {
    const server = apiServer(401);
    vi.stubGlobal('fetch', server.fetch);
    const storage = storedSession(EXPIRED());
    const store = makeStore(storage);

    const [users, invitation] = await Promise.all([
      store.dispatch(testApi.endpoints.users.initiate()),
      store.dispatch(testApi.endpoints.invitation.initiate()),
    ]);

    // The logout also resets the api cache, so neither call ends with data.
    expect(users.data ?? invitation.data).toBeUndefined();
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(server.requests.filter((r) => !isRefresh(r))).toHaveLength(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectNotice(store.getState())).toBe('errors.sessionExpired');
    expect(storage.map.size).toBe(0);
  });

  it('refreshes a token missing its login time', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    const storage = storedSession(FRESH());
    storage.removeItem('loginTime');

    const result = await makeStore(storage).dispatch(testApi.endpoints.users.initiate());

    expect(result.isSuccess).toBe(true);
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
  });
});

describe('after a rejected token', () => {
  it('refreshes once and retries the call once', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    const store = makeStore(storedSession(FRESH()));

    const result = await store.dispatch(testApi.endpoints.users.initiate());

    expect(result.isSuccess).toBe(true);
    expect(server.requests.map((r) => [isRefresh(r), r.authorization])).toEqual([
      [false, 'Bearer old-token'],
      [true, null],
      [false, 'Bearer new-token'],
    ]);
  });

  it('leaves a 401 that is not about the token to the caller', async () => {
    const server = fakeFetch(() =>
      Response.json({ message: 'Wrong password', code: 'WRONG_PASSWORD' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', server.fetch);
    const store = makeStore(storedSession(FRESH()));

    const result = await store.dispatch(testApi.endpoints.users.initiate());

    expect(result.error).toMatchObject({ status: 401, data: { message: 'Wrong password' } });
    expect(server.requests).toHaveLength(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('a member removed from the team', () => {
  const ended = () =>
    Response.json({ message: 'No longer a member', code: 'MEMBERSHIP_ENDED' }, { status: 401 });

  it('is signed out at their next call, without a refresh, told that their membership ended', async () => {
    const server = fakeFetch(ended);
    vi.stubGlobal('fetch', server.fetch);
    const store = makeStore(storedSession(FRESH()));

    await store.dispatch(testApi.endpoints.users.initiate());

    expect(server.requests.filter(isRefresh)).toHaveLength(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectNotice(store.getState())).toBe('errors.membershipEnded');
  });

  it('is told the same when the refresh is what the server refuses', async () => {
    const server = fakeFetch((request) =>
      isRefresh(request) ? ended() : Response.json({ ok: request.url }),
    );
    vi.stubGlobal('fetch', server.fetch);
    const store = makeStore(storedSession(EXPIRED()));

    await store.dispatch(testApi.endpoints.users.initiate());

    expect(server.requests.filter((r) => !isRefresh(r))).toHaveLength(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectNotice(store.getState())).toBe('errors.membershipEnded');
  });
});

describe('several tabs of one browser', () => {
  it('a tab whose turn comes after another tab refreshed adopts those tokens instead of spending the old one', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    // Two tabs: two stores over one localStorage, both holding the same expired session.
    const storage = storedSession(EXPIRED());
    const first = makeStore(storage);
    const second = makeStore(storage);

    await first.dispatch(testApi.endpoints.users.initiate());
    const result = await second.dispatch(testApi.endpoints.users.initiate());

    expect(result.isSuccess).toBe(true);
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(selectSession(second.getState())).toMatchObject({
      token: 'new-token',
      refreshToken: 'refresh-2',
    });
    expect(selectIsLoggedIn(second.getState())).toBe(true);
  });

  it('a tab whose turn comes after another tab logged out is logged out too, without a request', async () => {
    const server = apiServer();
    vi.stubGlobal('fetch', server.fetch);
    const storage = storedSession(EXPIRED());
    const store = makeStore(storage);
    // The other tab's logout cleared the shared storage.
    storage.clear();

    const result = await store.dispatch(testApi.endpoints.users.initiate());

    expect(result.isSuccess).toBe(false);
    expect(server.requests).toHaveLength(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
