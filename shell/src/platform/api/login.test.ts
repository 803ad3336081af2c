import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../runtimeConfig';
import { selectIsLoggedIn, selectNotice, selectSession } from '../session/selectors';
import { makeStore } from '../store';
import { account, fakeFetch, loginResponse, MemoryStorage } from '../test-utils';
import { api } from './api';
import { loginMutation, signInMutation } from './login';

// A login endpoint as a remote declares it: the page never stores the answer itself.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testLogin: loginMutation(build, (body: { email: string }) => ({
      url: '/v2/auth/email',
      method: 'POST',
      body,
    })),
    testSignIn: signInMutation(build, (body: { email: string }) => ({
      url: '/v2/auth/email',
      method: 'POST',
      body,
    })),
  }),
  overrideExisting: true,
});

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('a login-type answer', () => {
  it('is stored by the platform as the session, persisted', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => Response.json(loginResponse())).fetch);
    const storage = new MemoryStorage();
    const store = makeStore(storage);

    await store.dispatch(testApi.endpoints.testLogin.initiate({ email: 'demo@example.com' }));

    expect(selectSession(store.getState())).toMatchObject({ token: 'token-1', id: 'acc-1' });
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('of a TRIAL account is refused with "not allowed"', async () => {
    const trial = loginResponse(account({ status: 'TRIAL', isValidSubscription: false }));
    vi.stubGlobal('fetch', fakeFetch(() => Response.json(trial)).fetch);
    const store = makeStore(new MemoryStorage());

    await store.dispatch(testApi.endpoints.testLogin.initiate({ email: 'demo@example.com' }));

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectNotice(store.getState())).toBe('errors.notAllowed');
  });

  it('outside the shared contract is an error, and nobody is logged in', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => Response.json({ token: 'only-a-token' })).fetch);
    // RTK Query reports the schema failure on the console as well.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore(new MemoryStorage());

    const result = await store.dispatch(
      testApi.endpoints.testLogin.initiate({ email: 'demo@example.com' }),
    );

    expect('error' in result).toBe(true);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    consoleError.mockRestore();
  });
});

describe('a sign-in answer (issue 38)', () => {
  it('with tokens is stored as the session', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => Response.json(loginResponse())).fetch);
    const store = makeStore(new MemoryStorage());

    await store.dispatch(testApi.endpoints.testSignIn.initiate({ email: 'demo@example.com' }));

    expect(selectSession(store.getState())).toMatchObject({ token: 'token-1', id: 'acc-1' });
  });

  it('asking for the second factor stores nothing and hands the challenge to the page', async () => {
    const challenge = { secondFactorRequired: true, challenge: 'c-1', methods: ['totp'] };
    vi.stubGlobal('fetch', fakeFetch(() => Response.json(challenge)).fetch);
    const storage = new MemoryStorage();
    const store = makeStore(storage);

    const result = await store.dispatch(
      testApi.endpoints.testSignIn.initiate({ email: 'demo@example.com' }),
    );

    expect(result.data).toEqual(challenge);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.getItem('refreshToken')).toBeNull();
  });
});
