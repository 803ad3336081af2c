import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TAccount } from '@portal/shared/api/contract';
import type { TInvoiceSummary } from '@portal/shared/billing/contract';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { loginSucceeded, makeStore } from '@portal/shell/platform';
import accountEn from '../../i18n/en-us';
import { InvoiceList } from '../InvoiceList';
import { CorrectLastInvoice } from './CorrectLastInvoice';

// "Correct my last invoice" (issue 39) with the real store and api slice; only the network is
// replaced, by a server that answers like the API.

const API = 'http://api.test';
const ACCOUNT = {
  id: 'acc-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  phoneVerified: false,
  receiveInvoices: true,
  origin: 'realty',
  status: 'ACTIVE',
  isValidSubscription: true,
  subscription: { type: 'local', status: 'ACTIVE', availableUsers: 4, graceExpires: null },
} as unknown as TAccount;

const PAID: TInvoiceSummary = {
  id: 'in-1',
  number: 'INV-000041',
  issuedAt: '2026-10-30T10:00:00.000Z',
  currency: 'USD',
  total: 15600,
  status: 'paid',
  kind: 'invoice',
};

let invoices: TInvoiceSummary[];
let corrections: string[];

beforeEach(() => {
  invoices = [PAID];
  corrections = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/v2/invoices') return Response.json({ invoices });
    if (path === '/v2/billing/details') {
      return Response.json({
        details: {
          company: 'Analytical Homes Holdings Ltd',
          address: {
            line1: '1 Engine Street',
            city: 'Springfield',
            state: 'IL',
            postalCode: '62701',
            country: 'US',
          },
          poNumber: 'PO-77',
        },
        taxTreatment: 'not_collected',
        taxRateBps: 0,
        vatStatus: 'none',
      });
    }
    if (path === '/v2/invoices/in-1/correction' && request.method === 'POST') {
      corrections.push(path);
      if (corrections.length > 1) {
        return Response.json(
          {
            message: 'This invoice has already been corrected.',
            code: 'INVOICE_ALREADY_CORRECTED',
          },
          { status: 409 },
        );
      }
      const common = {
        issuedAt: '2026-11-29T10:00:00.000Z',
        currency: 'USD',
        status: 'paid',
      } as const;
      const creditNote = {
        ...common,
        id: 'cn-1',
        number: 'CN-000001',
        total: -15600,
        kind: 'creditNote',
        corrects: PAID.number,
      } as const;
      const invoice = {
        ...common,
        id: 'in-2',
        number: 'INV-000042',
        total: 15600,
        kind: 'invoice',
        corrects: PAID.number,
      } as const;
      invoices = [invoice, creditNote, PAID];
      return Response.json({ creditNote, invoice, balanceCredited: 0 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const map = new Map<string, string>();
  const store = makeStore({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  });
  store.dispatch(loginSucceeded({ token: 't', refreshToken: 'r', tokenTtl: 900, user: ACCOUNT }));
  render(
    <Provider store={store}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...accountEn } as Record<string, string>}
      >
        <InvoiceList />
        <CorrectLastInvoice />
      </IntlProvider>
    </Provider>,
  );
}

test('the dialog says what happens with which details; the list then shows the credit note and the corrected invoice', async () => {
  const user = userEvent.setup();
  renderCard();
  await user.click(
    await screen.findByRole('button', { name: accountEn['account.corrections.open'] }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Correct invoice INV-000041' });
  expect(dialog.textContent).toContain('A credit note will cancel invoice INV-000041');
  expect(dialog.textContent).toContain('$156.00');
  expect(await within(dialog).findByText(/Analytical Homes Holdings Ltd/)).toBeDefined();
  expect(dialog.textContent).toContain('Springfield, IL 62701');
  expect(dialog.textContent).toContain('PO number: PO-77');
  await waitFor(() =>
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: accountEn['account.corrections.cancel'] }),
    ),
  );

  await user.click(
    within(dialog).getByRole('button', { name: accountEn['account.corrections.confirm'] }),
  );
  expect(await screen.findByRole('cell', { name: /CN-000001/ })).toBeDefined();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(corrections).toHaveLength(1);
  const creditNote = screen.getByRole('cell', { name: /CN-000001/ }).closest('tr')!;
  expect(creditNote.textContent).toContain('Cancels INV-000041');
  expect(creditNote.textContent).toContain('Credit note');
  expect(creditNote.textContent).toContain('-$156.00');
  const original = screen.getByRole('cell', { name: 'INV-000041' }).closest('tr')!;
  expect(original.textContent).toContain('Credited');
  expect(screen.getByRole('cell', { name: /INV-000042/ }).textContent).toContain(
    'Replaces INV-000041',
  );
  // Corrected once: the button is gone.
  expect(screen.queryByRole('button', { name: accountEn['account.corrections.open'] })).toBeNull();
});

test('a refusal is said in the dialog', async () => {
  corrections.push('earlier');
  const user = userEvent.setup();
  renderCard();
  await user.click(
    await screen.findByRole('button', { name: accountEn['account.corrections.open'] }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: accountEn['account.corrections.confirm'] }),
  );
  expect((await within(dialog).findByRole('alert')).textContent).toContain(
    'This invoice has already been corrected.',
  );
});
