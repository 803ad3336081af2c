import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../runtimeConfig';
import { selectAccount, selectIsLoggedIn, selectNotice } from '../session/selectors';
import { loginSucceeded } from '../session/sessionSlice';
import { makeStore } from '../store';
import { API_BASE, account, fakeFetch, loginResponse, MemoryStorage } from '../test-utils';
import type { TAccount } from '@portal/shared/api/contract';
import { accountApi } from './account';

function signedIn(served: TAccount) {
  const server = fakeFetch(() => Response.json(served));
  vi.stubGlobal('fetch', server.fetch);
  const storage = new MemoryStorage();
  const store = makeStore(storage);
  store.dispatch(loginSucceeded(loginResponse()));
  return { server, storage, store };
}

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('getAccount and the subscription gate', () => {
  it('calls GET /v2/users/me with the token and keeps the account', async () => {
    const served = account({ status: 'PAST_DUE', receiveInvoices: true });
    const { server, storage, store } = signedIn(served);

    await store.dispatch(accountApi.endpoints.getAccount.initiate());

    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: `${API_BASE}/v2/users/me`,
      authorization: 'Bearer token-1',
    });
    expect(selectAccount(store.getState())).toEqual(served);
    expect(JSON.parse(storage.getItem('account')!)).toEqual(served);
  });

  it.each(['INCOMPLETE', 'TRIAL'] as const)(
    'logs a %s account out with "not allowed" and clears storage',
    async (status) => {
      const { storage, store } = signedIn(account({ status, isValidSubscription: false }));

      await store.dispatch(accountApi.endpoints.getAccount.initiate());

      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(selectNotice(store.getState())).toBe('errors.notAllowed');
      expect(storage.map.size).toBe(0);
    },
  );
});
