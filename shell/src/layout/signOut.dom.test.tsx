import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import {
  api,
  loginSucceeded,
  makeStore,
  selectIsLoggedIn,
  selectNotice,
  useAppSelector,
} from '@portal/shell/platform';
import { resetRuntimeConfig } from '../platform/runtimeConfig';
import { account, loginResponse, MemoryStorage } from '../platform/test-utils';
import { Header } from './Header';

// The users tab's brand-kit read, as the profiles remote injects it.
const brandKitApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOutBrandKit: build.query<{ version: number }, void>({ query: () => '/v2/brand-kit' }),
  }),
  overrideExisting: true,
});

const en = platformEn as Record<string, string>;
const API = 'http://api.test';

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}
let calls: Call[];
/** Reads the server refused: the browser logs each in its console ("Failed to load resource"). */
let refused: string[];

beforeEach(() => {
  resetRuntimeConfig();
  calls = [];
  refused = [];
  // A server on a loaded machine: the brand-kit read waits until the sign-out reaches it, and is
  // then answered as the server stands, its login revoked.
  let revoked = false;
  const waiting = new Set<() => void>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({
      method: request.method,
      path,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
    });
    if (path === '/v2/auth/logout') {
      revoked = true;
      for (const answer of waiting) answer();
      return new Response(null, { status: 204 });
    }
    if (path === '/v2/auth/refresh')
      return Response.json({ code: 'UNAUTHORIZED', message: 'Revoked' }, { status: 401 });
    if (path !== '/v2/brand-kit') return Response.json({ message: 'unexpected' }, { status: 500 });
    return new Promise<Response>((resolve, reject) => {
      const answer = () => {
        waiting.delete(answer);
        if (revoked) refused.push(`${request.method} ${path}`);
        resolve(
          revoked
            ? Response.json({ code: 'UNAUTHORIZED', message: 'Revoked' }, { status: 401 })
            : Response.json({ version: 1 }),
        );
      };
      waiting.add(answer);
      request.signal.addEventListener('abort', () => {
        waiting.delete(answer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function UsersTab() {
  const { data } = brandKitApi.useSignOutBrandKitQuery();
  return <p>{data ? `Brand kit ${data.version}` : 'Loading the brand kit'}</p>;
}

function Protected() {
  return useAppSelector(selectIsLoggedIn) ? <UsersTab /> : <Navigate to="/login" replace />;
}

test('signing out while a read is under way: the read is dropped, not refused; the old login is revoked with its own token; nothing of the account stays', async () => {
  const user = userEvent.setup();
  const storage = new MemoryStorage();
  const store = makeStore(storage);
  store.dispatch(loginSucceeded(loginResponse(account({ role: 'owner', member: null }))));
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <MemoryRouter initialEntries={['/additional-info?tab=users']}>
          <Header />
          <Routes>
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="/additional-info" element={<Protected />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/v2/brand-kit']));
  expect(screen.getByText('Loading the brand kit')).toBeDefined();

  await user.click(screen.getByRole('button', { name: platformEn['shell.header.logout'] }));

  expect(await screen.findByText('Login page')).toBeDefined();
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v2/auth/logout'));
  // The revocation is sent with the login it ends, once the page has dropped the read: the server
  // refuses no read of the revoked login.
  const revocation = calls.find((call) => call.path === '/v2/auth/logout')!;
  expect(revocation).toMatchObject({
    method: 'POST',
    authorization: 'Bearer token-1',
    body: JSON.stringify({ refreshToken: 'refresh-1' }),
  });
  expect(refused).toEqual([]);
  // No read or refresh of the old login after it: the login page says nothing of a session that
  // expired, and keeps nothing of the account (its cached answers, its stored session).
  expect(calls.slice(calls.indexOf(revocation) + 1)).toEqual([]);
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  expect(selectNotice(store.getState())).toBeNull();
  expect(store.getState().api.queries).toEqual({});
  expect(storage.map.size).toBe(0);
});
