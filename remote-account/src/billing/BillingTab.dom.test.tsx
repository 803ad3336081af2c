import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TBillingSummary } from '@portal/shared/billing/contract';
import { BILLING_PORTAL_MESSAGES } from '@portal/shared/billing/portal-messages';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import platformFr from '@portal/shared/i18n/catalogs/fr';
import {
  localeChanged,
  loginSucceeded,
  makeStore,
  selectSubscription,
  type AppStore,
} from '@portal/shell/platform';
import accountEn from '../i18n/en-us';
import accountFr from '../i18n/fr';
import BillingTab from './BillingTab';

// The real platform store and api slice with this remote's endpoints; only the network is
// replaced, by a server that answers like the API and records what was asked.

const API = 'http://api.test';
const PAGE = window.location.origin;

/** What the billing tab does not read of the account, as the API sends it. */
const OTHER_FIELDS = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  phoneVerified: false,
  receiveInvoices: true,
};

function accountOf(status: TAccount['status']): TAccount {
  return {
    ...OTHER_FIELDS,
    id: 'acc-1',
    origin: 'auto',
    status,
    isValidSubscription: status !== 'CANCELED',
    subscription: {
      type: 'local',
      status,
      availableUsers: 4,
      graceExpires: status === 'PAST_DUE' ? '2026-12-08T10:00:00.000Z' : null,
    },
  };
}

const RENEWAL = '2026-11-30T10:00:00.000Z';
const ACTIVE: TBillingSummary = {
  status: 'ACTIVE',
  users: 4,
  interval: 'month',
  edition: 'auto',
  currency: 'USD',
  next: { kind: 'renewal', date: RENEWAL, amount: 15600 },
  card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2037 },
};

/** What the API answers now; a test changes it as the billing window would. */
let served: { account: TAccount; summary: TBillingSummary | null };
let paths: string[];
const asked = (path: string) => paths.filter((p) => p === path).length;

beforeEach(() => {
  served = { account: accountOf('ACTIVE'), summary: ACTIVE };
  paths = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const path = new URL(new Request(input, init).url).pathname;
    paths.push(path);
    if (path === '/v2/users/me') return Response.json(served.account);
    if (path === '/v2/billing/summary') return Response.json({ summary: served.summary });
    if (path === '/v2/billing/cancellation') {
      const cancelAt = served.account.subscription.cancelAt ?? null;
      return Response.json({
        cancellable: !cancelAt,
        endsAt: RENEWAL,
        dataKeptUntil: '2027-02-28T10:00:00.000Z',
        cancelAt,
        offer: null,
      });
    }
    if (path === '/v2/invoices') {
      return Response.json({
        invoices: [
          {
            id: 'in-1',
            number: 'PV-0001',
            issuedAt: '2026-10-30T10:00:00.000Z',
            currency: 'USD',
            total: 15600,
            status: 'paid',
          },
        ],
      });
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

function renderTab(locale: 'en-us' | 'fr' = 'en-us'): AppStore {
  const store = makeStore(memoryStorage());
  store.dispatch(
    loginSucceeded({
      token: 'token-1',
      refreshToken: 'refresh-1',
      tokenTtl: 900,
      user: served.account,
    }),
  );
  store.dispatch(localeChanged(locale));
  const messages = (
    locale === 'fr' ? { ...platformFr, ...accountFr } : { ...platformEn, ...accountEn }
  ) as Record<string, string>;
  render(
    <Provider store={store}>
      <IntlProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'} messages={messages}>
        <BillingTab />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

/** The value a fact of the summary shows, by its term. */
const fact = async (term: string) =>
  (await screen.findByText(term)).nextElementSibling!.textContent;

describe('the billing tab’s summary', () => {
  test('the next renewal (date and amount), the card and the plan, beside the invoices', async () => {
    renderTab();
    expect(await fact(accountEn['account.billing.nextRenewal'])).toBe(
      '$156.00 on November 30, 2026',
    );
    expect(await fact(accountEn['account.billing.card'])).toBe(
      'Visa ending in 4242Expires 11/2037',
    );
    expect(await fact(accountEn['account.billing.interval'])).toBe('Monthly');
    expect(await fact(accountEn['account.billing.edition'])).toBe('Automobile');
    expect(await fact(accountEn['account.billing.users'])).toBe('4 users');
    expect(await screen.findByRole('cell', { name: 'PV-0001' })).toBeDefined();
  });

  test('in French: the amount and the dates as the page’s language writes them', async () => {
    renderTab('fr');
    expect(await fact(accountFr['account.billing.nextRenewal'])).toBe(
      '$156.00 le 30 novembre 2026',
    );
    expect(await fact(accountFr['account.billing.card'])).toBe(
      'Visa se terminant par 4242Expire fin 11/2037',
    );
  });

  test('a subscription that will not renew says when it ends; an ended one when it ended; PAST_DUE what is due', async () => {
    served = {
      account: accountOf('DISABLED'),
      summary: { ...ACTIVE, status: 'DISABLED', next: { kind: 'end', date: RENEWAL } },
    };
    renderTab();
    expect(await fact(accountEn['account.billing.endsOn'])).toBe('November 30, 2026');
    expect(screen.queryByText(accountEn['account.billing.nextRenewal'])).toBeNull();
    cleanup();

    served = {
      account: accountOf('CANCELED'),
      summary: {
        ...ACTIVE,
        status: 'CANCELED',
        next: { kind: 'ended', date: '2026-11-07T10:00:00.000Z' },
      },
    };
    renderTab();
    expect(await fact(accountEn['account.billing.endedOn'])).toBe('November 7, 2026');
    cleanup();

    served = {
      account: accountOf('PAST_DUE'),
      summary: {
        ...ACTIVE,
        status: 'PAST_DUE',
        next: { kind: 'due', amount: 11700, graceExpires: '2026-12-08T10:00:00.000Z' },
      },
    };
    renderTab();
    expect(await fact(accountEn['account.billing.amountDue'])).toBe('$117.00');
  });
});

describe('a subscription the customer cancelled (issue 39)', () => {
  test('says it neutrally: "Active, not renewing", not "Auto-renewal off", and its end date once, with Resume', async () => {
    const account = accountOf('DISABLED');
    served = {
      account: { ...account, subscription: { ...account.subscription, cancelAt: RENEWAL } },
      summary: { ...ACTIVE, status: 'DISABLED', next: { kind: 'end', date: RENEWAL } },
    };
    renderTab();
    const status = await screen.findByText(platformEn['common.status.notRenewing']);
    expect(status.previousElementSibling!.textContent).toBe(accountEn['account.billing.status']);
    expect(screen.queryByText(platformEn['common.status.DISABLED'])).toBeNull();
    expect(await screen.findByText('Ends on November 30, 2026')).toBeDefined();
    expect(screen.getAllByText(/November 30, 2026/)).toHaveLength(1);
    expect(screen.queryByText(accountEn['account.billing.endsOn'])).toBeNull();
    expect(
      screen.getByRole('button', { name: accountEn['account.cancellation.resume'] }),
    ).toBeDefined();
  });

  test('in French too', async () => {
    const account = accountOf('DISABLED');
    served = {
      account: { ...account, subscription: { ...account.subscription, cancelAt: RENEWAL } },
      summary: { ...ACTIVE, status: 'DISABLED', next: { kind: 'end', date: RENEWAL } },
    };
    renderTab('fr');
    const status = await screen.findByText('Actif, sans renouvellement');
    expect(status.previousElementSibling!.textContent).toBe(accountFr['account.billing.status']);
    expect(await screen.findByText('Prend fin le 30 novembre 2026')).toBeDefined();
    expect(screen.getAllByText(/30 novembre 2026/)).toHaveLength(1);
  });
});

describe('a change made in the billing window shows here without a reload', () => {
  /** The billing window's message, from `origin`. */
  const message = (origin: string, type: string, source?: unknown) => {
    const event = new MessageEvent('message', { origin, data: { type } });
    if (source) Object.defineProperty(event, 'source', { value: source });
    window.dispatchEvent(event);
  };
  const loaded = async () => {
    await screen.findByText('$156.00 on November 30, 2026');
    await waitFor(() => expect(asked('/v2/invoices')).toBe(1));
  };

  test('its "changed" message refetches the summary, the session’s subscription and the invoices', async () => {
    const store = renderTab();
    await loaded();
    expect(asked('/v2/users/me')).toBe(1);

    // The billing window paid: what the API says now.
    served = {
      account: {
        ...accountOf('ACTIVE'),
        subscription: { ...accountOf('ACTIVE').subscription, availableUsers: 7 },
      },
      summary: {
        ...ACTIVE,
        users: 7,
        next: { kind: 'renewal', date: RENEWAL, amount: 27300 },
      },
    };
    // A message from elsewhere is ignored.
    message('http://evil.example', BILLING_PORTAL_MESSAGES.changed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked('/v2/billing/summary')).toBe(1);

    message(API, BILLING_PORTAL_MESSAGES.changed);
    expect(await screen.findByText('$273.00 on November 30, 2026')).toBeDefined();
    await waitFor(() => expect(asked('/v2/invoices')).toBe(2));
    expect(asked('/v2/users/me')).toBe(2);
    // The session's copy of the subscription (banners, overlay, users tab) follows.
    expect(selectSubscription(store.getState())?.availableUsers).toBe(7);
    expect(await fact(accountEn['account.billing.users'])).toBe('7 users');
  });

  test('the portal’s own origin may say so too (API served with the portal)', async () => {
    renderTab();
    await loaded();
    message(PAGE, BILLING_PORTAL_MESSAGES.changed);
    await waitFor(() => expect(asked('/v2/billing/summary')).toBe(2));
  });

  test('the tab regaining focus refetches (a billing window that cannot post, e.g. Stripe’s)', async () => {
    renderTab();
    await loaded();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(asked('/v2/billing/summary')).toBe(2));
    await waitFor(() => expect(asked('/v2/invoices')).toBe(2));
    expect(asked('/v2/users/me')).toBe(2);
    // The visibility change that comes with the same return refetches nothing more.
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked('/v2/billing/summary')).toBe(2);
  });

  test('the tab becoming visible again refetches', async () => {
    renderTab();
    await loaded();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(asked('/v2/billing/summary')).toBe(2));
  });

  test('it answers the billing window’s hello, so its Back link can return here', async () => {
    renderTab();
    await loaded();
    const portalWindow = { postMessage: vi.fn() };
    message('http://evil.example', BILLING_PORTAL_MESSAGES.hello, portalWindow);
    message(API, BILLING_PORTAL_MESSAGES.hello, portalWindow);
    await waitFor(() =>
      expect(portalWindow.postMessage).toHaveBeenCalledWith(
        { type: BILLING_PORTAL_MESSAGES.here },
        API,
      ),
    );
    expect(portalWindow.postMessage).toHaveBeenCalledOnce();
  });
});
