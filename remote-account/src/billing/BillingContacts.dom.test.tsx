import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import accountEn from '../i18n/en-us';
import BillingTab from './BillingTab';

// The real platform store and api slice; only the network is replaced, by a server that keeps the
// billing contacts like the API (PATCH /v2/users/{id}/invoices) and can refuse like it.

const API = 'http://api.test';
const t = (id: keyof typeof accountEn, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, String(value)),
    accountEn[id] as string,
  );

let account: TAccount;
let patches: unknown[];
/** When set, the next PATCH is refused with these fields (400), as the API's validation does. */
let refuse: Record<string, string> | null;

beforeEach(() => {
  account = {
    id: 'acc-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '',
    phoneVerified: false,
    origin: 'auto',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: true,
    billingContacts: ['books@example.com'],
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
    role: 'owner',
    member: null,
  };
  patches = [];
  refuse = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/users/me') return Response.json(account);
    if (path === '/v2/billing/summary') return Response.json({ summary: null });
    if (path === '/v2/invoices') return Response.json({ invoices: [] });
    if (path === '/v2/users/acc-1/invoices' && request.method === 'PATCH') {
      const body = (await request.json()) as { billingContacts: string[] };
      patches.push(body);
      if (refuse) {
        const fields = refuse;
        refuse = null;
        return Response.json({ message: 'Invalid', fields }, { status: 400 });
      }
      account = { ...account, billingContacts: body.billingContacts };
      return Response.json({ receiveInvoices: true, billingContacts: body.billingContacts });
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
        messages={{ ...platformEn, ...accountEn } as Record<string, string>}
      >
        <BillingTab />
      </IntlProvider>
    </Provider>,
  );
}

const contactList = async () =>
  screen.findByRole('list', { name: t('account.billing.contacts.title') });
const listed = async () =>
  within(await contactList())
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('billing contacts (issue 37)', () => {
  test('the owner adds an address (checked with the API’s schema) and removes one', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText(t('account.billing.contacts.hint', { max: 5 }))).toBeDefined();
    expect(await listed()).toEqual(['books@example.com']);
    const field = screen.getByRole('textbox', { name: t('account.billing.contacts.email') });
    const add = screen.getByRole('button', { name: t('account.billing.contacts.add') });

    // Not an e-mail: said at the field, nothing sent.
    await user.type(field, 'not-an-email');
    await user.click(add);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
    // Already there: said at the field too.
    await user.clear(field);
    await user.type(field, 'Books@Example.com');
    await user.click(add);
    expect(await screen.findByText(t('account.billing.contacts.duplicate'))).toBeDefined();
    expect(patches).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Payroll@Example.com');
    await user.click(add);
    await waitFor(async () =>
      expect(await listed()).toEqual(['books@example.com', 'payroll@example.com']),
    );
    expect(patches).toEqual([{ billingContacts: ['books@example.com', 'payroll@example.com'] }]);
    // Empty again, for the next one.
    await waitFor(() =>
      expect(
        (
          screen.getByRole('textbox', {
            name: t('account.billing.contacts.email'),
          }) as HTMLInputElement
        ).value,
      ).toBe(''),
    );

    await user.click(
      screen.getByRole('button', {
        name: t('account.billing.contacts.removeNamed', { email: 'books@example.com' }),
      }),
    );
    await waitFor(async () => expect(await listed()).toEqual(['payroll@example.com']));
    expect(patches.at(-1)).toEqual({ billingContacts: ['payroll@example.com'] });
  });

  test('the server’s refusal shows at the field', async () => {
    const user = userEvent.setup();
    renderTab();
    const field = await screen.findByRole('textbox', { name: t('account.billing.contacts.email') });
    refuse = { 'billingContacts.1': 'This domain does not take mail.' };
    await user.type(field, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: t('account.billing.contacts.add') }));
    expect(await screen.findByText('This domain does not take mail.')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(await listed()).toEqual(['books@example.com']);
  });

  test('five addresses fill the list: no add field, a line says so', async () => {
    account.billingContacts = ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'];
    renderTab();
    expect(await screen.findByText(t('account.billing.contacts.full', { max: 5 }))).toBeDefined();
    expect(screen.queryByRole('textbox', { name: t('account.billing.contacts.email') })).toBeNull();
  });

  test('a viewer reads the list, without the controls', async () => {
    account.role = 'viewer';
    account.member = { id: 'm-1', email: 'vi@example.com', firstName: 'Vi', lastName: 'Ewer' };
    renderTab();
    expect(await listed()).toEqual(['books@example.com']);
    expect(screen.queryByRole('textbox', { name: t('account.billing.contacts.email') })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
