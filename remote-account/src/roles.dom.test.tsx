import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TBillingSummary } from '@portal/shared/billing/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { TRole } from '@portal/shared/roles/roles';
import { loginSucceeded, makeStore, PortalRouter } from '@portal/shell/platform';
import accountEn from './i18n/en-us';
import BillingTab from './billing/BillingTab';
import SettingsTab from './settings/SettingsTab';

// The billing and settings tabs as each role sees them (issue 37): what the role cannot change is
// not offered, and the reason is said. Only the network is replaced.

const OWNER_EMAIL = 'owner@example.com';
const MEMBER_EMAIL = 'viewer@example.com';

const accountAs = (role: TRole): TAccount => ({
  id: 'acc-1',
  email: OWNER_EMAIL,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  phoneVerified: false,
  origin: 'auto',
  status: 'ACTIVE',
  isValidSubscription: true,
  receiveInvoices: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
  role,
  member:
    role === 'owner' ? null : { id: 'm1', email: MEMBER_EMAIL, firstName: 'Vi', lastName: 'Ewer' },
});

const SUMMARY: TBillingSummary = {
  status: 'ACTIVE',
  users: 4,
  interval: 'month',
  edition: 'auto',
  currency: 'USD',
  next: { kind: 'renewal', date: '2026-11-30T10:00:00.000Z', amount: 15600 },
  card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2037 },
};

let role: TRole;
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json')
      return Response.json({ apiBase: 'http://api.test', remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    asked.push(`${request.method} ${path}`);
    if (path === '/v2/users/me') return Response.json(accountAs(role));
    if (path === '/v2/billing/summary') return Response.json({ summary: SUMMARY });
    if (path === '/v2/invoices') return Response.json({ invoices: [] });
    if (path === '/v2/members') return Response.json({ members: [], invitations: [] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(as: TRole, tab: 'billing' | 'settings') {
  role = as;
  const store = makeStore();
  store.dispatch(
    loginSucceeded({ token: 't', refreshToken: 'r', tokenTtl: 900, user: accountAs(as) }),
  );
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...accountEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={[`/additional-info?tab=${tab}`]}>
          {tab === 'billing' ? <BillingTab /> : <SettingsTab />}
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

const BILLING_CONTROLS = [
  { role: 'button', name: accountEn['account.billing.editSubscription'] },
  { role: 'button', name: accountEn['account.billing.changePayment'] },
  { role: 'switch', name: accountEn['account.billing.receiveInvoices'] },
] as const;
const BILLING_VIEW_ONLY =
  'View only: your role (Viewer) cannot change the plan, the payment details or the invoice e-mails.';

describe('the billing tab follows the role', () => {
  test('a viewer reads the summary and the invoices, with no control that changes billing', async () => {
    renderAs('viewer', 'billing');
    expect(await screen.findByText(BILLING_VIEW_ONLY)).toBeDefined();
    expect(screen.getByText(/4242/)).toBeDefined();
    for (const { role: kind, name } of BILLING_CONTROLS)
      expect(screen.queryByRole(kind, { name }), name).toBeNull();
    expect(asked.every((call) => call.startsWith('GET '))).toBe(true);
  });

  test.each(['owner', 'billing'] as const)(
    '%s changes the plan, the card and the invoice e-mails',
    async (as) => {
      renderAs(as, 'billing');
      await screen.findByText(/4242/);
      for (const { role: kind, name } of BILLING_CONTROLS)
        expect(screen.getByRole(kind, { name }), name).toBeDefined();
      expect(screen.queryByText(/View only/)).toBeNull();
    },
  );
});

describe("the settings tab's sign-in cards follow the role", () => {
  test('the owner changes the login e-mail, password and phone', async () => {
    renderAs('owner', 'settings');
    expect(await screen.findByText(OWNER_EMAIL)).toBeDefined();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.queryByText(accountEn['account.settings.managedByOwner'])).toBeNull();
  });

  test.each(['admin', 'billing', 'viewer'] as const)(
    'a member (%s) sees who is signed in and that the owner manages the sign-in, no form',
    async (as) => {
      renderAs(as, 'settings');
      expect(await screen.findByText(MEMBER_EMAIL)).toBeDefined();
      expect(screen.getByText(accountEn['account.settings.managedByOwner'])).toBeDefined();
      expect(screen.queryByText(OWNER_EMAIL)).toBeNull();
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(document.querySelector('input[type="password"]')).toBeNull();
    },
  );
});
