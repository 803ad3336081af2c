import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TSignedInSession } from '@portal/shared/api/security';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import accountEn from '../../i18n/en-us';
import { SessionsCard } from './SessionsCard';

// The sessions card on the real platform store and api slice; only the network is replaced, by a
// server that keeps the sessions like the API and records what was asked.

const API = 'http://api.test';
const en = { ...platformEn, ...accountEn } as Record<string, string>;
const t = (id: keyof typeof accountEn, values: Record<string, string> = {}) =>
  accountEn[id].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const ACCOUNT: TAccount = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  phoneVerified: false,
  receiveInvoices: true,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
};

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let sessions: TSignedInSession[];
let calls: string[];

beforeEach(() => {
  sessions = [
    {
      id: 's-1',
      browser: 'Chrome',
      os: 'macOS',
      ip: '203.0.113.5',
      signedInAt: ago(60),
      lastActiveAt: ago(1),
      current: true,
    },
    {
      id: 's-2',
      browser: 'Firefox',
      os: 'Windows',
      ip: '198.51.100.7',
      signedInAt: ago(3000),
      lastActiveAt: ago(120),
      current: false,
    },
    {
      id: 's-3',
      browser: 'Mobile Safari',
      os: 'iOS',
      ip: null,
      signedInAt: ago(9000),
      lastActiveAt: ago(4000),
      current: false,
    },
  ];
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/v2/security/sessions') return Response.json({ sessions });
    if (request.method === 'DELETE' && path.startsWith('/v2/security/sessions/')) {
      sessions = sessions.filter((s) => s.id !== path.split('/').pop());
      return new Response(null, { status: 204 });
    }
    if (path === '/v2/security/sessions/sign-out-others') {
      sessions = sessions.filter((s) => s.current);
      return new Response(null, { status: 204 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function renderCard() {
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user: ACCOUNT }),
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en}>
        <SessionsCard />
      </IntlProvider>
    </Provider>,
  );
}

test('lists the sessions, signs one out (the news takes the focus), then every other after a confirmation', async () => {
  const user = userEvent.setup();
  renderCard();
  const list = await screen.findByRole('list', { name: t('account.sessions.list') });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0]?.textContent).toContain(
    t('account.sessions.device', { browser: 'Chrome', os: 'macOS' }),
  );
  expect(rows[0]?.textContent).toContain(t('account.sessions.thisDevice'));
  expect(rows[0]?.textContent).toContain('203.0.113.5');
  // This device has no "Sign out" of its own.
  expect(within(rows[0]!).queryByRole('button')).toBeNull();

  const firefox = t('account.sessions.device', { browser: 'Firefox', os: 'Windows' });
  await user.click(
    screen.getByRole('button', { name: t('account.sessions.signOutNamed', { device: firefox }) }),
  );
  const news = screen.getByRole('status');
  await waitFor(() =>
    expect(news?.textContent).toContain(t('account.sessions.signedOut', { device: firefox })),
  );
  await waitFor(() => expect(document.activeElement).toBe(news));
  expect(calls).toContain('DELETE /v2/security/sessions/s-2');
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

  await user.click(screen.getByRole('button', { name: t('account.sessions.signOutOthers') }));
  const dialog = screen.getByRole('alertdialog', {
    name: t('account.sessions.signOutOthersTitle'),
  });
  expect(dialog?.textContent).toContain('The other session is signed out');
  await user.click(
    within(dialog).getByRole('button', { name: t('account.sessions.signOutOthersConfirm') }),
  );
  await waitFor(() => expect(news?.textContent).toContain(t('account.sessions.signedOutOthers')));
  expect(calls).toContain('POST /v2/security/sessions/sign-out-others');
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText(t('account.sessions.onlyThis'))).toBeTruthy();
  expect(screen.queryByRole('button', { name: t('account.sessions.signOutOthers') })).toBeNull();
});
