import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { t } from './i18n';

/** A checkout e-mail no other test uses (each run starts from an empty database). */
export const uniqueEmail = (prefix: string) =>
  `${prefix}${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}@agency.com`;

// Exact: the login page's "Continue with Apple" and "Continue with Google" would match too while a
// checkout opened from it is still loading.
export const next = (page: Page) =>
  page.getByRole('button', { name: t('checkout.next'), exact: true });

/** Step 1 with its defaults except the users; then on to step 2. */
export async function chooseUsers(page: Page, users: number) {
  await page.getByLabel(t('checkout.options.users'), { exact: true }).fill(String(users));
}

export async function fillDetails(page: Page, email: string, vatNumber = '') {
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeVisible();
  await page.getByLabel(t('checkout.field.firstName'), { exact: true }).fill('Ana');
  await page.getByLabel(t('checkout.field.lastName'), { exact: true }).fill('Silva');
  await page.getByLabel(t('checkout.field.company'), { exact: true }).fill('Harbour Homes');
  await page.getByLabel(t('checkout.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t('checkout.field.phone'), { exact: true }).fill('+1 415 555 0199');
  await page.getByLabel(t('checkout.field.line1'), { exact: true }).fill('1 Market Street');
  await page.getByLabel(t('checkout.field.city'), { exact: true }).fill('San Francisco');
  await page.getByLabel(t('checkout.field.postalCode'), { exact: true }).fill('94105');
  await page.getByLabel(t('checkout.field.state'), { exact: true }).selectOption('CA');
  if (vatNumber)
    await page.getByLabel(t('checkout.field.vatNumber'), { exact: true }).fill(vatNumber);
}

export async function fillCard(page: Page, number: string, cvc = '123') {
  await expect(page.getByRole('heading', { name: t('checkout.step.payment') })).toBeVisible();
  await page.getByLabel(t('checkout.card.name'), { exact: true }).fill('Ana Silva');
  await page.getByLabel(t('checkout.card.number'), { exact: true }).fill(number);
  await page.getByLabel(t('checkout.card.expiry'), { exact: true }).fill('12 / 34');
  await page.getByLabel(t('checkout.card.cvc'), { exact: true }).fill(cvc);
}

export const acceptTerms = (page: Page) =>
  page.getByLabel(t('checkout.terms.accept'), { exact: true }).check();

export const payButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${t('checkout.pay', { amount: '' })}`) });

/** Steps 1 and 2 with `users` users and a fresh e-mail; ends on step 3. */
export async function reachPayment(page: Page, email: string, users = 3) {
  await page.goto('/#/checkout');
  await chooseUsers(page, users);
  await next(page).click();
  await fillDetails(page, email);
  await next(page).click();
}
