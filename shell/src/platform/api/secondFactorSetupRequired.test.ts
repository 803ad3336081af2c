import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../runtimeConfig';
import { selectAccount } from '../session/selectors';
import { loginSucceeded } from '../session/sessionSlice';
import { makeStore } from '../store';
import { account, fakeFetch, loginResponse, MemoryStorage } from '../test-utils';
import { api } from './api';

// A call refused because the account now requires a second factor (issue 38): the account the
// shell holds says so at once, and the shell shows the set-up alone (RequireSession).
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testMembers: build.query<unknown, void>({ query: () => '/v2/members' }),
  }),
  overrideExisting: true,
});

beforeEach(() => resetRuntimeConfig());
afterEach(() => vi.unstubAllGlobals());

it('a 403 SECOND_FACTOR_SETUP_REQUIRED marks the account as required and not set up', async () => {
  vi.stubGlobal(
    'fetch',
    fakeFetch(() =>
      Response.json(
        { message: 'Set up a second factor.', code: 'SECOND_FACTOR_SETUP_REQUIRED' },
        { status: 403 },
      ),
    ).fetch,
  );
  const store = makeStore(new MemoryStorage());
  store.dispatch(loginSucceeded(loginResponse(account())));
  expect(selectAccount(store.getState())?.secondFactor).toBeUndefined();

  const result = await store.dispatch(testApi.endpoints.testMembers.initiate());

  expect(result.error).toMatchObject({ status: 403 });
  expect(selectAccount(store.getState())?.secondFactor).toEqual({
    required: true,
    enrolled: false,
  });
});

it('another 403 leaves the account as it was', async () => {
  vi.stubGlobal(
    'fetch',
    fakeFetch(() =>
      Response.json({ message: 'Not for your role.', code: 'FORBIDDEN_ROLE' }, { status: 403 }),
    ).fetch,
  );
  const store = makeStore(new MemoryStorage());
  store.dispatch(loginSucceeded(loginResponse(account())));

  await store.dispatch(testApi.endpoints.testMembers.initiate());

  expect(selectAccount(store.getState())?.secondFactor).toBeUndefined();
});
