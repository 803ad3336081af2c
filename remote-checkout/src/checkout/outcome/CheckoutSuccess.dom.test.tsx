import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { TCheckoutResponse } from '@portal/shared/payments/contract';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import checkoutEn from '../../i18n/en-us';
import { CheckoutSuccess } from './CheckoutSuccess';

// The real store and api slice of the platform with the checkout's endpoints; only the network is
// replaced, by a server answering like the API.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLAIM = 'c'.repeat(43);

/** A success answered again to whoever knows only the checkout's id: no tokens. */
const REPEATED: TCheckoutResponse = {
  status: 'succeeded',
  checkoutId: 'chk-1',
  email: 'ana@agency.com',
  plan: { users: 3, interval: 'month', edition: 'realty' },
  invoice: { id: 'inv-1', number: 'INV-000042', total: 11700, currency: 'USD' },
  next: 'create_account',
};

/** The answer to the browser that paid. */
const PAID: TCheckoutResponse = { ...REPEATED, claimToken: CLAIM, receiptToken: 'receipt-token-1' };

/** Where a link led: the page shows its path and query. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderSuccess(answer: TCheckoutResponse) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...checkoutEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/checkout']}>
          <Routes>
            <Route
              path="/checkout"
              element={<CheckoutSuccess answer={answer} email="ana@agency.com" />}
            />
            <Route path="*" element={<Landing />} />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('the checkout success screen', () => {
  test('focuses its heading and shows the amount paid, the plan and the invoice', async () => {
    renderSuccess(PAID);
    const heading = screen.getByRole('heading', { name: 'Payment successful' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(term('Amount paid')).toBe('$117.00');
    expect(term('Plan')).toBe('3 users · Monthly · Real estate');
    expect(term('Invoice')).toContain('INV-000042');
    expect(screen.getByText(/on their way to/).textContent).toContain('ana@agency.com');
  });

  test('a new e-mail: "Open my account" carries the claim to /create-account', async () => {
    renderSuccess(PAID);
    expect(screen.queryByRole('link', { name: 'Sign in to add the subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Open my account' }));
    expect(screen.getByTestId('landed').textContent).toBe(`/create-account?claim=${CLAIM}`);
  });

  test('an e-mail with an account: says to sign in, with the claim, and offers no account creation', async () => {
    renderSuccess({ ...PAID, next: 'sign_in' });
    expect(screen.getByText(/already uses/).textContent).toBe(
      'An account already uses ana@agency.com: sign in to it to add this subscription.',
    );
    expect(screen.queryByRole('link', { name: 'Open my account' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to add the subscription' }));
    expect(screen.getByTestId('landed').textContent).toBe(`/login?claim=${CLAIM}`);
  });

  test('without a claim in the answer, the receipt e-mail’s link is the way', () => {
    renderSuccess(REPEATED);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByText(/follow the link in the receipt e-mail/).textContent).toContain(
      'ana@agency.com',
    );
  });

  test('downloads the invoice PDF with the receipt token, and says so when it cannot', async () => {
    const sent: Array<{ url: string; body: string }> = [];
    let answer = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === 'runtime-config.json')
        return Response.json({ apiBase: 'http://api.test', remotes: {} });
      const request = new Request(input, init);
      sent.push({ url: `${request.method} ${request.url}`, body: await request.text() });
      return answer();
    });
    // jsdom has no object URLs: the browser's own, recorded.
    const made: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => (made.push(blob), 'blob:invoice'),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSuccess(PAID);
    await userEvent.click(screen.getByRole('button', { name: 'Download INV-000042 (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        url: 'POST http://api.test/payments/checkout/receipt',
        body: JSON.stringify({ receiptToken: 'receipt-token-1' }),
      },
    ]);
    expect(made.map((blob) => blob.type)).toEqual(['application/pdf']);

    answer = () => Response.json({ message: 'Not found.' }, { status: 404 });
    await userEvent.click(screen.getByRole('button', { name: 'Download INV-000042 (PDF)' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The invoice could not be downloaded. It is also attached to the receipt e-mail.',
      ),
    );
  });
});
