import { expect, test } from '../support/test';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { DEMO } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

/** A form's alert says what is true now: none outlives what it was about (item 19). */

test('the login form’s "No connection" alert goes when the connection returns', async ({
  page,
  context,
  browserErrors,
}) => {
  // The sign-in sent while offline is lost on purpose.
  browserErrors.expect(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/#/login');
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
  const connection = page.getByRole('alert').filter({ hasText: t('common.form.connection') });
  await context.setOffline(true);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(connection).toBeVisible();
  await context.setOffline(false);
  await expect(connection).toHaveCount(0);
  // And the same press now signs in.
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expectPortal(page);
});

test('the billing window: a card typed after a refused one shows its own error only', async ({
  page,
  request,
  browserErrors,
}) => {
  // The refused card's page (409) and the mistyped number (400) are answers the test provokes.
  browserErrors.expect(/status of 409/, /status of 400/);
  const customer = await paidCustomer(request, '4242 4242 4242 4242', 1);
  await logIn(page, customer);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('account.billing.changePayment') }).click();
  const portal = await popup;
  await expect(portal.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  const typeCard = async (number: string) => {
    await portal.getByLabel('Name on the card').fill('Ada Lovelace');
    await portal.getByLabel('Card number').fill(number);
    await portal.getByLabel('Expiry (MM/YY)').fill('11/37');
    await portal.getByLabel('Security code (CVC)').fill('123');
    await portal.getByRole('button', { name: 'Save the card' }).click();
  };
  await typeCard('4000 0000 0000 0002');
  const alerts = portal.getByRole('alert');
  await expect(alerts).toHaveText([t('payments.refused')]);
  // A mistyped number: the vault refuses it; the earlier card's refusal is no longer shown.
  await typeCard('4242 4242 4242 4241');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).not.toHaveText(t('payments.refused'));
  await expect(alerts).toHaveText(/\S/);
});
