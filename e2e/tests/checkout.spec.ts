import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import {
  acceptTerms,
  fillCard,
  fillDetails,
  next,
  payButton,
  reachPayment,
  uniqueEmail,
} from '../support/checkout';
import { t } from '../support/i18n';
import { axe } from '../support/axe';
import { latestMessage } from '../support/outbox';
import { E2E_BASE_URL } from '../support/paths';
import { expectPortal } from '../support/session';

// Every checkout starts anew: the draft of steps 1-2 lives in this tab's sessionStorage.
test.beforeEach(async ({ page }) => {
  await page.goto('/#/checkout');
  await page.evaluate(() => sessionStorage.clear());
});

const summary = (page: Page) =>
  page.getByRole('complementary', { name: t('checkout.summary.title') });

test('a 4242 card pays, "open my account" creates the account with the claim, and the users tab shows the seats', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('buyer');
  await reachPayment(page, email, 3);
  // USD 39 per user per month, 3 users.
  await expect(summary(page)).toContainText('$117.00');
  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel(t('checkout.card.number'))).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByText(t('checkout.card.brand', { brand: 'Visa' }))).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: t('checkout.pay', { amount: '$117.00' }) }).click();

  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeFocused();
  // The receipt: the amount paid, the plan and the invoice with its PDF.
  const receipt = page.locator('.checkout-receipt');
  await expect(receipt).toContainText('$117.00');
  await expect(receipt).toContainText(/INV-\d{6}/);
  await expect(page.getByRole('button', { name: /INV-\d{6}/ })).toBeVisible();
  await page.getByRole('link', { name: t('checkout.success.openAccount') }).click();
  // The one-time claim travels in the URL fragment; the page shows the paid e-mail and the
  // checkout's details, and asks only for the password.
  await expect(page).toHaveURL(/#\/create-account\?claim=[\w-]{43}$/);
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(page.getByLabel(t('auth.field.firstName'))).toHaveCount(0);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill('secret123');
  await page.getByLabel(t('auth.field.confirmPassword')).fill('secret123');
  await page.getByRole('button', { name: t('auth.createAccount.submit') }).click();

  await expect(page).toHaveURL(/#\/additional-info/);
  await expect(page.getByText(t('profiles.plan.users'))).toBeVisible();
  await expect(page.getByText('3 users')).toBeVisible();
});

const DECLINES = [
  ['4000000000000002', 'payments.refused'],
  ['4000000000000069', 'payments.refused'],
  ['4000000000000127', 'payments.refused'],
  ['4000000000009995', 'payments.declined'],
  ['4000000000000119', 'payments.error'],
  ['4000000000000010', 'payments.notSupported'],
] as const;

test('each decline card shows its message, and going back keeps every value', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('declined');
  await reachPayment(page, email, 2);
  for (const [number, message] of DECLINES) {
    await fillCard(page, number);
    await acceptTerms(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: t('checkout.error.title') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t(message));
    await page.getByRole('button', { name: t('checkout.error.retry') }).click();
    // The card, the terms and the earlier steps are as the customer left them.
    await expect(page.getByLabel(t('checkout.card.number'))).toHaveValue(
      number.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    await expect(page.getByLabel(t('checkout.terms.accept'))).toBeChecked();
  }
  await page.getByRole('button', { name: t('checkout.back') }).click();
  await expect(page.getByLabel(t('checkout.field.email'), { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: t('checkout.back') }).click();
  await expect(page.getByLabel(t('checkout.options.users'))).toHaveValue('2');
});

test('the 3-D Secure card asks for the challenge: refusing fails, confirming pays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await reachPayment(page, uniqueEmail('threeds'), 1);
  await fillCard(page, '4000002500003155');
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.challenge.title') })).toBeFocused();
  await page.getByRole('button', { name: t('checkout.challenge.decline') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('payments.refused'));

  await page.getByRole('button', { name: t('checkout.error.retry') }).click();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.challenge.title') })).toBeVisible();
  await page.getByRole('button', { name: t('checkout.challenge.approve') }).click();
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeVisible();
});

test('unaccepted terms and an incomplete card are refused before anything is charged', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/payments/') && !r.url().endsWith('/quote') && sent.push(r.url()),
  );
  await reachPayment(page, uniqueEmail('incomplete'), 1);
  await page.getByLabel(t('checkout.card.name')).fill('Ana Silva');
  await page.getByLabel(t('checkout.card.number')).fill('4242 4242');
  await payButton(page).click();
  const number = page.getByLabel(t('checkout.card.number'));
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription(new RegExp(t('validation.card.incomplete')));
  await expect(page.getByText(t('validation.terms.required'))).toBeVisible();
  expect(sent).toEqual([]);

  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await expect(page.getByText(t('validation.terms.required'))).toBeVisible();
  expect(sent).toEqual([]);
});

test('a reload keeps steps 1 and 2 but never the card', async ({ page }) => {
  const email = uniqueEmail('reload');
  await reachPayment(page, email, 4);
  await fillCard(page, '4242424242424242');
  await page.reload();
  await expect(page.getByRole('heading', { name: t('checkout.step.payment') })).toBeVisible();
  await expect(page.getByLabel(t('checkout.card.number'))).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain(email);
  // The whole number in any spacing: the unique e-mail's random digits may hold "4242" on their own.
  expect(stored.replace(/\s/g, '')).not.toContain('4242424242424242');
  await page.getByRole('button', { name: t('checkout.back') }).click();
  await expect(page.getByLabel(t('checkout.field.email'), { exact: true })).toHaveValue(email);
});

test('each seeded coupon shows its outcome', async ({ page, browserErrors }) => {
  // The coupons the server refuses.
  browserErrors.refused(400, '/payments/quote');
  test.setTimeout(60_000);
  await page.goto('/#/checkout');
  const coupon = page.getByLabel(t('checkout.options.coupon'));
  const apply = async (code: string) => {
    await coupon.fill(code);
    await page.getByRole('button', { name: t('checkout.options.applyCoupon') }).click();
  };
  const remove = () =>
    page.getByRole('button', { name: t('checkout.options.removeCoupon') }).click();

  await apply('WELCOME20');
  await expect(
    page.getByText(t('checkout.options.couponApplied', { code: 'WELCOME20' })),
  ).toBeVisible();
  await expect(summary(page)).toContainText(t('checkout.summary.duration.once'));
  // USD 39 less 20 %.
  await expect(summary(page)).toContainText('$31.20');
  await remove();

  await apply('SAVE10');
  await expect(summary(page)).toContainText(t('checkout.summary.duration.forever'));
  await expect(summary(page)).toContainText('$35.10');
  await remove();

  await apply('EURO50');
  await expect(coupon).toHaveAccessibleDescription(
    t('payments.coupon.currency', { currency: 'EUR' }),
  );
  await page.getByLabel(t('checkout.options.currency')).selectOption('EUR');
  // 50 EUR off one user's 35 EUR: still refused, with the next reason; two users take it.
  await expect(coupon).toHaveAccessibleDescription(t('payments.coupon.tooLarge'));
  await page.getByLabel(t('checkout.options.users')).fill('2');
  await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page)).toContainText('20,00');
  await page.getByLabel(t('checkout.options.users')).fill('1');
  await remove();
  await page.getByLabel(t('checkout.options.currency')).selectOption('USD');

  await page.getByLabel(t('checkout.interval.year')).check();
  await apply('FIRST3');
  await expect(coupon).toHaveAccessibleDescription(t('payments.coupon.yearly'));
  await remove();
  await page.getByLabel(t('checkout.interval.month')).check();

  await apply('AUTO25');
  await expect(coupon).toHaveAccessibleDescription(t('payments.coupon.plan'));
  await page.getByLabel(t('checkout.edition.auto')).check();
  await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
  await remove();

  await apply('USD500');
  await expect(coupon).toHaveAccessibleDescription(t('payments.coupon.tooLarge'));
  await remove();

  await apply('NOSUCHCODE');
  await expect(coupon).toHaveAccessibleDescription(t('payments.coupon.wrong'));
  // A refused code does not let the customer go on.
  await next(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.step.options') })).toBeVisible();
});

test('a VAT number ending in 111111111 is refused before paying, at its field', async ({
  page,
  browserErrors,
}) => {
  browserErrors.refused(400, '/payments/checkout');
  let charged = false;
  page.on('response', async (r) => {
    if (r.url().endsWith('/payments/checkout') && r.status() === 200) charged = true;
  });
  await page.goto('/#/checkout');
  await next(page).click();
  await fillDetails(page, uniqueEmail('vat'), '12');
  await next(page).click();
  const vat = page.getByLabel(t('checkout.field.vatNumber'));
  await expect(vat).toHaveAccessibleDescription(new RegExp(t('validation.vat.digits')));
  await vat.fill('100111111111');
  await next(page).click();
  await fillCard(page, '4242424242424242');
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeVisible();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAccessibleDescription(new RegExp(t('payments.vat.notFound')));
  expect(charged).toBe(false);
});

test('the whole checkout works with the keyboard alone at 375 px, the price always in view', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/#/checkout');
  const bar = summary(page);
  await expect(bar).toBeInViewport();
  // Tab to a control by its accessible name, then act on it with keys only.
  const focusOn = async (
    name: string | RegExp,
    role: 'button' | 'textbox' | 'checkbox' | 'spinbutton' | 'link' | 'combobox' = 'textbox',
  ) => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' });
    for (let i = 0; i < 60; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`never reached ${String(name)}`);
  };
  await focusOn(t('checkout.options.users'), 'spinbutton');
  await page.keyboard.press('ArrowUp');
  await focusOn(t('checkout.next'), 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeFocused();
  const type = async (label: string, text: string) => {
    await focusOn(label);
    await page.keyboard.type(text);
  };
  const email = uniqueEmail('keys');
  await type(t('checkout.field.firstName'), 'Ana');
  await type(t('checkout.field.lastName'), 'Silva');
  await type(t('checkout.field.company'), 'Harbour Homes');
  await type(t('checkout.field.email'), email);
  await type(t('checkout.field.phone'), '+1 415 555 0199');
  await type(t('checkout.field.line1'), '1 Market Street');
  await type(t('checkout.field.city'), 'Boston');
  await type(t('checkout.field.postalCode'), '02110');
  // The state select, by the keyboard: typing a name picks it.
  await focusOn(t('checkout.field.state'), 'combobox');
  await page.keyboard.type('Massachusetts');
  await expect(bar).toBeInViewport();
  await focusOn(t('checkout.next'), 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('checkout.step.payment') })).toBeFocused();
  await type(t('checkout.card.name'), 'Ana Silva');
  await type(t('checkout.card.number'), '4242424242424242');
  await type(t('checkout.card.expiry'), '1234');
  await type(t('checkout.card.cvc'), '123');
  await focusOn(t('checkout.terms.accept'), 'checkbox');
  await page.keyboard.press('Space');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('$78.00');
  await focusOn(new RegExp(t('checkout.pay', { amount: '' })), 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeFocused();
  await focusOn(t('checkout.success.openAccount'), 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/create-account\?claim=/);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('every checkout step has no accessibility violations, on a desktop and a phone', async ({
  page,
  browserErrors,
}) => {
  // A refused coupon's message is checked too.
  browserErrors.refused(400, '/payments/quote');
  test.setTimeout(90_000);
  const check = async (label: string) => {
    await page.waitForLoadState('networkidle');
    const { violations } = await axe(page).analyze();
    const found = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, label).toEqual([]);
  };
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/#/checkout');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: t('checkout.step.options') })).toBeVisible();
    await page.getByLabel(t('checkout.options.coupon')).fill('NOSUCHCODE');
    await page.getByRole('button', { name: t('checkout.options.applyCoupon') }).click();
    await expect(page.getByText(t('payments.coupon.wrong'))).toBeVisible();
    await check(`options ${viewport.width}`);
    await page.getByRole('button', { name: t('checkout.options.removeCoupon') }).click();
    await next(page).click();
    await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeFocused();
    await next(page).click(); // empty: every field shows its error
    await expect(page.getByLabel(t('checkout.field.firstName'))).toBeFocused();
    await check(`details ${viewport.width}`);
    await fillDetails(page, uniqueEmail('axe'));
    await next(page).click();
    await payButton(page).click();
    await check(`payment ${viewport.width}`);
    await fillCard(page, '4000002500003155');
    await acceptTerms(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: t('checkout.challenge.title') })).toBeVisible();
    await check(`challenge ${viewport.width}`);
    await page.getByRole('button', { name: t('checkout.challenge.decline') }).click();
    await expect(page.getByRole('heading', { name: t('checkout.error.title') })).toBeVisible();
    await check(`error ${viewport.width}`);
    await page.getByRole('button', { name: t('checkout.error.retry') }).click();
    await fillCard(page, '4242424242424242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeVisible();
    await check(`success ${viewport.width}`);
  }
});

test("the login's subscribe link brings the account's e-mail to step 2", async ({ page }) => {
  // The link is followed from another page (the login), as a customer does: the checkout opens
  // with it. (beforeEach left a checkout open, which a change of its query alone keeps as it is.)
  // The login is there once its form is: any h1 could still be the checkout's, or its placeholder.
  await page.goto('/#/login');
  await expect(page.getByLabel(t('auth.field.email'), { exact: true })).toBeVisible();
  await page.goto('/#/checkout?email=owner%40agency.com');
  await next(page).click();
  await expect(page.getByLabel(t('checkout.field.email'), { exact: true })).toHaveValue(
    'owner@agency.com',
  );
});

test('a payment whose answer was lost is retried with the same key and charged once', async ({
  page,
  browserErrors,
}) => {
  // The answer the test loses.
  browserErrors.expect(
    /ERR_CONNECTION_FAILED.*\/payments\/checkout|\/payments\/checkout.*ERR_CONNECTION_FAILED/,
  );
  const keys: string[] = [];
  let first = true;
  await page.route('**/payments/checkout', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!first) return route.continue();
    first = false;
    // The server takes the payment, but its answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionfailed');
  });
  await reachPayment(page, uniqueEmail('lost'), 1);
  await fillCard(page, '4242424242424242');
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.error.title') })).toBeVisible();
  await page.getByRole('button', { name: t('checkout.error.retry') }).click();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('the receipt e-mail’s link creates the account in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('mailed');
  await reachPayment(page, email, 2);
  await fillCard(page, '4242424242424242');
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeVisible();

  const receipt = await latestMessage(page.request, email, (m) =>
    /INV-\d{6}/.test(m.subject ?? ''),
  );
  const link = /https?:\/\/\S+#\/create-account\?claim=[\w-]{43}/.exec(receipt.text)![0];
  // Another browser, which never saw the checkout: only the e-mail's link.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(link.slice(link.indexOf('#') - 1));
    await expect(elsewhere.getByRole('definition').filter({ hasText: email })).toBeVisible();
    await elsewhere.getByLabel(t('auth.field.password'), { exact: true }).fill('secret123');
    await elsewhere.getByLabel(t('auth.field.confirmPassword')).fill('secret123');
    await elsewhere.getByRole('button', { name: t('auth.createAccount.submit') }).click();
    await expectPortal(elsewhere);
    await expect(elsewhere.getByText('2 users')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an e-mail that has an account: the success screen says to sign in, and signing in with the claim opens the portal', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('existing');
  const password = 'secret123';
  const created = await page.request.post('/v2/users', {
    data: {
      firstName: 'Ana',
      lastName: 'Silva',
      email,
      phone: '+1 415 555 0197',
      password,
      confirmPassword: password,
      origin: 'realty',
    },
  });
  expect(created.status()).toBe(201);
  await reachPayment(page, email, 2);
  await fillCard(page, '4242424242424242');
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeFocused();
  await expect(page.getByRole('link', { name: t('checkout.success.openAccount') })).toHaveCount(0);
  await page.getByRole('link', { name: t('checkout.success.signIn') }).click();
  await expect(page).toHaveURL(/#\/login\?claim=[\w-]{43}$/);
  await expect(page.getByText(t('auth.login.claim'))).toBeVisible();
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expectPortal(page);
  await expect(page.getByText('2 users')).toBeVisible();
});
