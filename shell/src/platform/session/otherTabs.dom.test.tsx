import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { resetRuntimeConfig } from '../runtimeConfig';
import { makeStore } from '../store';
import { account, fakeFetch, loginResponse } from '../test-utils';
import { readSession, writeSession } from './persistence';
import { selectSession } from './selectors';
import { loginSucceeded } from './sessionSlice';

// A query of the users tab, as a remote injects it: its answer is the account's data on screen.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    otherTabsUsers: build.query<{ names: string[] }, void>({ query: () => '/v2/users/me/users' }),
  }),
  overrideExisting: true,
});

const member = { id: 'm-1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Admin' };

beforeEach(() => {
  resetRuntimeConfig();
  localStorage.clear();
  window.location.hash = '#/additional-info?tab=users';
});
afterEach(() => vi.unstubAllGlobals());

/** What another tab of this browser does: it writes the session, this tab hears the last key. */
function anotherTabWrites(patch: Partial<ReturnType<typeof readSession>>) {
  writeSession(localStorage, { ...readSession(localStorage), ...patch });
  window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
}

it('follows an account switch made in another tab: its session, no cached data of the old account, the first screen', async () => {
  vi.stubGlobal('fetch', fakeFetch(() => Response.json({ names: ['Harbour Homes agent'] })).fetch);
  const store = makeStore(localStorage);
  store.dispatch(loginSucceeded(loginResponse(account({ id: 'acc-a', member, role: 'admin' }))));
  await store.dispatch(testApi.endpoints.otherTabsUsers.initiate());
  const users = () => testApi.endpoints.otherTabsUsers.select()(store.getState()).data;
  expect(users()).toEqual({ names: ['Harbour Homes agent'] });

  // Another tab refreshed the same login: the tokens follow, the data and the screen stay.
  anotherTabWrites({ token: 'token-2', refreshToken: 'refresh-2' });
  expect(selectSession(store.getState())).toMatchObject({ id: 'acc-a', token: 'token-2' });
  expect(users()).toEqual({ names: ['Harbour Homes agent'] });
  expect(window.location.hash).toBe('#/additional-info?tab=users');

  // Another tab switched the member to their other account.
  anotherTabWrites({
    token: 'token-3',
    refreshToken: 'refresh-3',
    id: 'acc-b',
    account: account({ id: 'acc-b', member, role: 'billing' }),
  });
  expect(selectSession(store.getState())).toMatchObject({
    id: 'acc-b',
    token: 'token-3',
    account: { id: 'acc-b', role: 'billing' },
  });
  expect(users()).toBeUndefined();
  expect(window.location.hash).toBe('#/additional-info');
});
