import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { uniqueEmail } from '../support/checkout';
import { t } from '../support/i18n';
import { tabTo, typeInto } from '../support/keyboard';
import { latestMessage } from '../support/outbox';
import { E2E_BASE_URL } from '../support/paths';
import { expectPortal } from '../support/session';

// The whole life of a paying customer with the keyboard alone (Tab, typing, Space, Enter, arrows):
// checkout, the receipt e-mail and its PDF, the claim in another browser, the billing tab, a card
// refused and one saved, a failed renewal and its e-mail, the card fixed and the subscription active
// again. Only the passing of time (the billing clock) and the mailbox (the development outbox) are
// reached without the page, as they are outside it for a customer too.

async function pressOn(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target, { max: 60 });
  await page.keyboard.press(key);
}

async function replaceText(page: Page, field: Locator, text: string) {
  await tabTo(page, field, { max: 60 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function advance(request: APIRequestContext, by: string) {
  const res = await request.post('/dev/billing/advance', { data: { by } });
  expect(res.status()).toBe(202);
  // The run goes on after the answer: wait until it has applied what became due.
  const { jobId } = await res.json();
  await expect
    .poll(async () => (await (await request.get(`/dev/billing/jobs/${jobId}`)).json()).finished)
    .toBe(true);
}

/** Types a card into the local billing portal's form and sends it with Enter. */
async function typeCard(portal: Page, number: string) {
  await replaceText(portal, portal.getByLabel('Name on the card'), 'Ana Silva');
  await replaceText(portal, portal.getByLabel('Card number'), number);
  await replaceText(portal, portal.getByLabel('Expiry (MM/YY)'), '12/34');
  await replaceText(portal, portal.getByLabel('Security code (CVC)'), '123');
  await portal.keyboard.press('Enter');
}

/** The billing tab, reached as a keyboard user does: the selected tab, then the arrow keys. */
async function showBillingTab(page: Page) {
  const billing = page.getByRole('tab', { name: t('shell.tabs.billing') });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  if ((await billing.getAttribute('aria-selected')) !== 'true') {
    await page.keyboard.press('ArrowRight');
  }
  await expect(billing).toBeFocused();
  await expect(billing).toHaveAttribute('aria-selected', 'true');
}

async function openBillingWindow(page: Page) {
  const popup = page.waitForEvent('popup');
  await pressOn(page, page.getByRole('button', { name: t('account.billing.changePayment') }));
  const portal = await popup;
  await expect(portal.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  return portal;
}

async function backToTheTab(portal: Page) {
  const closed = portal.waitForEvent('close');
  await tabTo(portal, portal.getByRole('link', { name: 'Back to the Client Portal' }), {
    max: 60,
  });
  // The window closes on this very key press: the press may not hear back from it.
  await portal.keyboard.press('Enter').catch(() => undefined);
  await closed;
}

test('a customer by keyboard: checkout, receipt with PDF, claim, billing tab, card refused then saved, failed renewal e-mailed, card fixed, active again', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  // The decline card is refused by the billing window.
  browserErrors.refused(409, '/payments/portal/card');
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');

  // 1. The checkout: 3 users, the details, a 4242 card, the terms, Pay.
  await page.goto('/#/checkout');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await replaceText(page, page.getByLabel(t('checkout.options.users'), { exact: true }), '3');
  await pressOn(page, page.getByRole('button', { name: t('checkout.next') }));
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeVisible();
  for (const [label, value] of [
    ['checkout.field.firstName', 'Ana'],
    ['checkout.field.lastName', 'Silva'],
    ['checkout.field.company', 'Harbour Homes'],
    ['checkout.field.email', email],
    ['checkout.field.phone', '+1 415 555 0199'],
    ['checkout.field.line1', '1 Market Street'],
    ['checkout.field.city', 'San Francisco'],
    ['checkout.field.postalCode', '94105'],
  ] as const)
    await typeInto(page, page.getByLabel(t(label), { exact: true }), value);
  await page.getByLabel(t('checkout.field.state'), { exact: true }).selectOption('CA');
  await pressOn(page, page.getByRole('button', { name: t('checkout.next') }));
  await expect(page.getByRole('heading', { name: t('checkout.step.payment') })).toBeVisible();
  for (const [label, value] of [
    ['checkout.card.name', 'Ana Silva'],
    ['checkout.card.number', '4242424242424242'],
    ['checkout.card.expiry', '1234'],
    ['checkout.card.cvc', '123'],
  ] as const)
    await typeInto(page, page.getByLabel(t(label), { exact: true }), value);
  await pressOn(page, page.getByLabel(t('checkout.terms.accept'), { exact: true }), 'Space');
  await pressOn(page, page.getByRole('button', { name: t('checkout.pay', { amount: '$117.00' }) }));
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeFocused();
  const receipt = page.locator('.checkout-receipt');
  await expect(receipt).toContainText('$117.00');
  const number = /INV-\d{6}/.exec((await receipt.textContent())!)![0];

  // 2. The receipt e-mail, with the invoice's PDF and the claim link.
  const mail = await latestMessage(request, email, (m) => m.subject?.includes(number) ?? false);
  expect(mail.subject).toBe(`Your Property Video receipt ${number}`);
  const [pdf] = (mail as typeof mail & { attachments: Array<{ filename: string }> }).attachments;
  expect(pdf?.filename).toBe(`invoice-${number}.pdf`);
  const file = await request.get(`/dev/outbox/messages/${mail.id}/attachments/0`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.body())), {
    mergePages: true,
  });
  expect(text).toContain(number);
  expect(text).toContain('$117.00');
  const claimLink = /https?:\/\/\S+#\/create-account\?claim=[\w-]+/.exec(mail.text)![0];

  // 3. The claim, in another browser: the account is created with the paid e-mail.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  try {
    const customer = await context.newPage();
    await customer.goto(claimLink.replace(/^https?:\/\/[^/#]+/, E2E_BASE_URL));
    // The checkout's details are shown, not asked again: only the password is.
    await expect(customer.getByRole('definition').filter({ hasText: email })).toBeVisible();
    for (const [label, value] of [
      ['auth.field.password', 'journey-secret-1'],
      ['auth.field.confirmPassword', 'journey-secret-1'],
    ] as const)
      await typeInto(customer, customer.getByLabel(t(label), { exact: true }), value);
    await pressOn(customer, customer.getByRole('button', { name: t('auth.createAccount.submit') }));
    await expectPortal(customer);

    // 4. The billing tab: the next renewal, its amount, the card.
    await showBillingTab(customer);
    const facts = customer.getByRole('definition');
    await expect(facts.filter({ hasText: /^\$117\.00 on / })).toBeVisible();
    await expect(
      facts.filter({ hasText: t('account.billing.cardValue', { brand: 'Visa', last4: '4242' }) }),
    ).toBeVisible();

    // 5. A decline card is refused with the checkout's message; card 0341 is saved.
    let portal = await openBillingWindow(customer);
    await typeCard(portal, '4000 0000 0000 0002');
    await expect(
      portal.getByRole('alert').filter({ hasText: t('payments.refused') }),
    ).toBeFocused();
    await typeCard(portal, '4000 0000 0000 0341');
    await expect(
      portal.getByRole('status').filter({ hasText: 'Your card was saved.' }),
    ).toBeFocused();
    await backToTheTab(portal);
    await expect(
      facts.filter({ hasText: t('account.billing.cardValue', { brand: 'Visa', last4: '0341' }) }),
    ).toBeVisible();

    // 6. The renewal fails with card 0341: the account is told by e-mail, with the way to fix it.
    await advance(request, '32d');
    const failed = await latestMessage(request, email, (m) =>
      (m.subject ?? '').includes('Payment failed'),
    );
    expect(failed.text).toContain('$117.00');
    expect(failed.text).toContain('#/additional-info?billing=true');

    // 7. The card is fixed in the billing window: the amount first, then Pay.
    await customer.reload();
    await expect(customer.getByText(t('shell.grace.title'))).toBeVisible();
    await showBillingTab(customer);
    portal = await openBillingWindow(customer);
    await typeCard(portal, '4242 4242 4242 4242');
    await pressOn(portal, portal.getByRole('button', { name: 'Pay $117.00' }));
    await expect(
      portal.getByRole('status').filter({ hasText: /payment was received/ }),
    ).toBeFocused();
    await backToTheTab(portal);

    // 8. Active again, without a reload: no grace banner, the 4242 card, the next renewal.
    await expect(customer.getByText(t('shell.grace.title'))).toHaveCount(0);
    await expect(
      facts.filter({ hasText: t('account.billing.cardValue', { brand: 'Visa', last4: '4242' }) }),
    ).toBeVisible();
    await expect(facts.filter({ hasText: /^\$117\.00 on / })).toBeVisible();
  } finally {
    await context.close();
  }
});
