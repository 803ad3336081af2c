import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import checkoutEn from '../i18n/en-us';
import CheckoutPage from './CheckoutPage';
import type { Draft } from './draft';
import { quoteRequest } from './useCheckoutFlow';

// The page as a customer finds it after a reload: whatever this tab's sessionStorage holds. The
// network answers nothing useful (no price, no runtime config): the draft alone decides the step.

const KEY = 'portal.checkout.draft';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderCheckout(path = '/checkout') {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...checkoutEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={[path]}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

const VALID = {
  step: 1,
  options: { country: 'FR', currency: 'EUR', interval: 'year', users: 3, edition: 'realty' },
  details: {
    customer: {
      firstName: 'Ana',
      lastName: 'Silva',
      company: 'Agency',
      email: 'ana@agency.com',
      phone: '',
      website: '',
      extraLine: '',
    },
    address: { line1: '', line2: '', city: '', postalCode: '', country: 'FR' },
    vatNumber: '',
  },
};

describe('the checkout after a reload', () => {
  test('a saved draft brings the customer back to its step with what was typed', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(VALID));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Customer details' })).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ana');
  });

  test('a draft that is not JSON starts the checkout clean', async () => {
    sessionStorage.setItem(KEY, '{"step":1,');
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Purchase options' })).toBeTruthy();
    expect((screen.getByLabelText(/Country of residence/) as HTMLSelectElement).value).toBe('US');
  });

  test('a draft of the wrong shape (edited, or from an older version) starts the checkout clean', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        step: 2,
        options: { country: 'Atlantis', users: 'three' },
        details: { customer: null },
      }),
    );
    renderCheckout('/checkout?email=ana@agency.com');
    expect(await screen.findByRole('heading', { name: 'Purchase options' })).toBeTruthy();
    expect((screen.getByLabelText(/Country of residence/) as HTMLSelectElement).value).toBe('US');
    expect((screen.getByLabelText(/Number of users/) as HTMLInputElement).value).toBe('1');
  });

  test('asks the price of a VAT number with the company it is registered to (item 10)', () => {
    const draft = { ...VALID, details: { ...VALID.details, vatNumber: '12345678901' } } as Draft;
    expect(quoteRequest(draft)).toEqual({
      ...VALID.options,
      vatNumber: '12345678901',
      company: 'Agency',
    });
    // Step 1 asks the options alone; a company the form refuses is not sent.
    expect(quoteRequest({ ...draft, step: 0 })).toEqual(VALID.options);
    const slashed = { ...draft.details.customer, company: 'A/B' };
    expect(quoteRequest({ ...draft, details: { ...draft.details, customer: slashed } })).toEqual({
      ...VALID.options,
      vatNumber: '12345678901',
    });
  });
});
