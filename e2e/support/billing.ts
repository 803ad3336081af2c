import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * A customer who bought `users` seats at the checkout with `card` (the local engine's test cards),
 * then created the account with the answer's one-time claim: what the checkout's "open my account"
 * path leaves behind (an account created without the claim would get nothing).
 */
export async function paidCustomer(request: APIRequestContext, card: string, users = 5) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `billing${stamp}@example.com`;
  const password = 'billing-portal-1';
  const method = await request.post('/payments/local/payment-methods', {
    data: { name: 'Ada Lovelace', number: card, expMonth: 11, expYear: 2037, cvc: '123' },
  });
  expect(method.status(), await method.text()).toBe(201);
  const checkout = await request.post('/payments/checkout', {
    headers: { 'idempotency-key': `e2e-${stamp}` },
    data: {
      country: 'US',
      currency: 'USD',
      interval: 'month',
      users,
      edition: 'realty',
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Homes',
        email,
        phone: '+44 20 7946 0000',
      },
      address: { line1: '1 Engine Street', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
      paymentMethodId: (await method.json()).id,
      termsAccepted: true,
    },
  });
  const paid = await checkout.json();
  expect(paid.status).toBe('succeeded');
  const account = await request.post('/v2/users', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+44 20 7946 0000',
      password,
      confirmPassword: password,
      origin: 'realty',
      claim: paid.claimToken,
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  return { email, password };
}

/**
 * Clicks a link whose page closes itself on that click (the billing window's "Back"), then waits
 * for the close. The click may not hear back from a page that is gone, so its error only counts
 * when the page is still open.
 */
export async function clickAndWaitForClose(portal: Page, target: Locator) {
  const closed = portal.waitForEvent('close');
  await target.click().catch((error: unknown) => {
    if (!portal.isClosed()) throw error;
  });
  await closed;
}
