import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TMyAccount } from '@portal/shared/api/members';
import switchEn from '@portal/shared/i18n/account-switch/en-us';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore, selectAccount, selectSession } from '@portal/shell/platform';
import { account, loginResponse } from '../../platform/test-utils';
import { Header } from '../Header';

afterEach(cleanup);

const en = { ...platformEn, ...switchEn } as Record<string, string>;
const API = 'http://api.test';
const MEMBER = { id: 'mem-1', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' };

let calls: { method: string; path: string; authorization: string | null; body: string }[];
let accounts: TMyAccount[];

beforeEach(() => {
  calls = [];
  accounts = [
    { id: 'acc-1', name: 'Harbour Homes', role: 'viewer' },
    { id: 'acc-2', name: 'Quay Realty', role: 'billing' },
  ];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = await request.text();
    calls.push({
      method: request.method,
      path,
      authorization: request.headers.get('Authorization'),
      body,
    });
    if (path === '/v2/members/me/accounts') return Response.json({ accounts });
    if (path === '/v2/auth/switch-account') {
      const { accountId } = JSON.parse(body) as { accountId: string };
      if (accountId !== 'acc-2') return Response.json({ message: 'Not found' }, { status: 404 });
      return Response.json({
        ...loginResponse(account({ id: 'acc-2', role: 'billing', member: MEMBER })),
        token: 'token-2',
        refreshToken: 'refresh-2',
      });
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  });
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderHeader(me: Partial<TAccount>) {
  const store = makeStore();
  store.dispatch(loginSucceeded(loginResponse(account({ id: 'acc-1', ...me }))));
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <MemoryRouter initialEntries={['/additional-info?tab=settings']}>
          <Header />
          <Location />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const switcher = (name: string) =>
  screen.findByRole('button', { name: switchEn['accountSwitch.open'].replace('{account}', name) });

describe("the header's account switcher (issue 37)", () => {
  test('a member of two accounts switches: a new session there, on its first tab, data fetched anew', async () => {
    const user = userEvent.setup();
    const store = renderHeader({ role: 'viewer', member: MEMBER });
    const button = await switcher('Harbour Homes');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const menu = screen.getByRole('menu', { name: switchEn['accountSwitch.menu'] });
    const items = within(menu).getAllByRole('menuitem');
    // The others only, each with the role there; the focus on the first.
    expect(items.map((item) => item.textContent)).toEqual(['Quay RealtyBilling']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    // Escape closes it and gives the focus back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.keyboard('{ArrowDown}');
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem'));

    await waitFor(() => expect(selectAccount(store.getState())?.id).toBe('acc-2'));
    expect(selectSession(store.getState())).toMatchObject({
      token: 'token-2',
      refreshToken: 'refresh-2',
    });
    expect(JSON.parse(calls.find((c) => c.path === '/v2/auth/switch-account')!.body)).toEqual({
      accountId: 'acc-2',
    });
    // The portal opens on the default tab of the role there (the frame picks it).
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/additional-info'),
    );
    // The cached answers of the account left are dropped: the list is asked again, as the new login.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === '/v2/members/me/accounts').map((c) => c.authorization),
      ).toEqual(['Bearer token-1', 'Bearer token-2']),
    );
    expect(await switcher('Quay Realty')).toBeDefined();
  });

  test('the owner’s login asks nothing; a member of one account sees no switcher', async () => {
    renderHeader({ role: 'owner', member: null });
    expect(screen.getByRole('button', { name: platformEn['shell.header.logout'] })).toBeDefined();
    expect(calls.filter((c) => c.path === '/v2/members/me/accounts')).toEqual([]);
    cleanup();

    accounts = [accounts[0]!];
    renderHeader({ role: 'viewer', member: MEMBER });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/v2/members/me/accounts')).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: /Harbour Homes/ })).toBeNull();
  });
});
