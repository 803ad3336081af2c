import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TCancellationState } from '@portal/shared/billing/cancellation';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import accountEn from '../../i18n/en-us';
import BillingTab from '../BillingTab';

// The billing tab on the real store and api slice; the network is a server that cancels, takes
// the offer and resumes like the API (POST /v2/billing/cancellation, /offer, /resume).

const API = 'http://api.test';
const ENDS = '2026-12-29T00:00:00.000Z';
const KEPT = '2027-03-29T00:00:00.000Z';
const t = (id: keyof typeof accountEn) => accountEn[id] as string;

let account: TAccount;
let state: TCancellationState;
let sent: Array<{ path: string; body: unknown }>;

beforeEach(() => {
  account = {
    id: 'acc-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    phoneVerified: false,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: true,
    billingContacts: [],
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
    role: 'owner',
    member: null,
  };
  state = {
    cancellable: true,
    endsAt: ENDS,
    dataKeptUntil: KEPT,
    cancelAt: null,
    offer: {
      code: 'SAVE10',
      percentOff: 10,
      amountOff: null,
      currency: null,
      duration: 'forever',
      durationInMonths: null,
    },
  };
  sent = [];
  const subscription = (status: 'ACTIVE' | 'DISABLED', cancelAt: string | null) => {
    account = {
      ...account,
      status,
      subscription: { ...account.subscription, status, cancelAt },
    };
    state = { ...state, cancellable: !cancelAt, cancelAt };
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/users/me') return Response.json(account);
    if (path === '/v2/billing/summary') return Response.json({ summary: null });
    if (path === '/v2/invoices') return Response.json({ invoices: [] });
    if (path === '/v2/billing/cancellation' && request.method === 'GET') {
      return Response.json(state);
    }
    if (path.startsWith('/v2/billing/cancellation') && request.method === 'POST') {
      const text = await request.text();
      sent.push({ path, body: text ? JSON.parse(text) : null });
      if (path.endsWith('/offer')) state = { ...state, offer: null };
      else if (path.endsWith('/resume')) subscription('ACTIVE', null);
      else subscription('DISABLED', ENDS);
      return Response.json(state);
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
};

function renderTab() {
  const store = makeStore(memoryStorage());
  store.dispatch(
    loginSucceeded({ token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user: account }),
  );
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        timeZone="UTC"
        messages={{ ...platformEn, ...accountEn } as Record<string, string>}
      >
        <BillingTab />
      </IntlProvider>
    </Provider>,
  );
}

describe('cancelling in the billing tab (issue 39)', () => {
  test('the dialog says what happens and when; the offer is taken instead of cancelling', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: t('account.cancellation.open') }));
    const dialog = screen.getByRole('dialog', { name: t('account.cancellation.title') });
    expect(dialog.textContent).toContain(
      'Everything keeps working until December 29, 2026. Nothing more is charged after that.',
    );
    expect(dialog.textContent).toContain('Your agents’ app stops on December 29, 2026.');
    expect(dialog.textContent).toContain('are kept until March 29, 2027');
    expect(within(dialog).getByText('10% off every renewal.')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: t('account.cancellation.keep') }),
      ),
    );
    await user.click(
      within(dialog).getByRole('button', { name: t('account.cancellation.offer.accept') }),
    );
    expect(await screen.findByText(t('account.cancellation.offer.taken'))).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ path: '/v2/billing/cancellation/offer', body: null }]);
  });

  test('a reason is asked for; cancelling shows "Ends on" and Resume, which renews again', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: t('account.cancellation.open') }));
    const dialog = screen.getByRole('dialog', { name: t('account.cancellation.title') });
    const confirm = within(dialog).getByRole('button', { name: t('account.cancellation.confirm') });
    await user.click(confirm);
    const reasons = within(dialog).getByRole('group', { name: t('account.cancellation.reason') });
    await waitFor(() => expect(reasons.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    await user.click(
      within(reasons).getByRole('radio', { name: t('account.cancellation.reason.switching') }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: t('account.cancellation.comment') }),
      'Moving to a CRM suite',
    );
    await user.click(confirm);
    expect(await screen.findByText('Ends on December 29, 2026')).toBeDefined();
    expect(sent).toEqual([
      {
        path: '/v2/billing/cancellation',
        body: { reason: 'switching', comment: 'Moving to a CRM suite' },
      },
    ]);
    expect(screen.queryByRole('button', { name: t('account.cancellation.open') })).toBeNull();

    await user.click(screen.getByRole('button', { name: t('account.cancellation.resume') }));
    expect(await screen.findByText(t('account.cancellation.resumed'))).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Ends on December 29, 2026')).toBeNull());
    expect(sent.at(-1)).toEqual({ path: '/v2/billing/cancellation/resume', body: null });
  });
});
