import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { clickAndWaitForClose, paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

async function advance(request: APIRequestContext, by: string) {
  const res = await request.post('/dev/billing/advance', { data: { by } });
  expect(res.status()).toBe(202);
  const { jobId, now } = await res.json();
  // The run goes on after the answer: wait until it has applied what became due.
  await expect
    .poll(async () => (await (await request.get(`/dev/billing/jobs/${jobId}`)).json()).finished)
    .toBe(true);
  return new Date(now);
}

async function openBillingPortal(page: Page, button: Parameters<typeof t>[0]) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: t(button), exact: true }).click();
  const portal = await popup;
  await expect(portal.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  return portal;
}

test('0341: the failed renewal shows the grace banner with its date, then the expired overlay; paying with 4242 in the billing portal (its amount shown first) brings the portal back', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4000 0000 0000 0341');
  const failedAt = await advance(request, '32d');
  await logIn(page, customer);
  const graceEnd = new Date(failedAt.getTime() + 7 * 86_400_000);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(graceEnd);
  const banner = page.getByRole('status').filter({ hasText: t('shell.grace.title') });
  await expect(banner).toContainText(t('shell.grace.text', { date }));
  await expect(
    banner.getByRole('link', { name: t('shell.subscription.openBilling') }),
  ).toBeVisible();

  await advance(request, '8d');
  await page.reload();
  const overlay = page.getByRole('dialog', { name: t('shell.expired.title') });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('link', { name: t('shell.subscription.openBilling') }).click();
  await expect(overlay).toBeHidden();

  const portal = await openBillingPortal(page, 'account.billing.changePayment');
  await portal.getByLabel('Name on the card').fill('Ada Lovelace');
  await portal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await portal.getByLabel('Expiry (MM/YY)').fill('11/37');
  await portal.getByLabel('Security code (CVC)').fill('123');
  await portal.getByRole('button', { name: 'Save the card' }).click();
  // Nothing is charged yet: the new period's amount (5 x 39.00) is shown, paid on confirm only.
  const pay = portal.getByRole('button', { name: 'Pay $195.00' });
  await expect(
    portal.getByRole('heading', { level: 2, name: 'Confirm the payment' }),
  ).toBeFocused();
  await expect(portal.getByText('$195.00 will be charged to Visa •••• 4242')).toBeVisible();
  await pay.click();
  await expect(portal.getByText(/your payment was received/)).toBeVisible();
  // The billing tab that opened the window heard of it: ACTIVE again, without a reload.
  await expect(page.locator('dd[data-status="ACTIVE"]')).toBeVisible();
  await portal.close();

  // Back in the portal's window: focus refetches the account, the overlay and banner are gone.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.goto('/#/additional-info');
  await expect(page.getByRole('dialog', { name: t('shell.expired.title') })).toHaveCount(0);
  await expect(page.getByText(t('shell.grace.title'))).toHaveCount(0);
});

test('billing tab: the portal changes the seats 5 -> 7 (seen in the users tab), an invoice PDF downloads, the e-mail switch persists', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242', 5);
  await logIn(page, customer);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('account.billing.title') }),
  ).toBeVisible();

  // The invoice e-mail switch survives a reload.
  const toggle = page.getByRole('switch', { name: t('account.billing.receiveInvoices') });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(
    page.getByRole('switch', { name: t('account.billing.receiveInvoices') }),
  ).toHaveAttribute('aria-checked', 'false');

  // An invoice downloads as a PDF holding its number and total.
  const table = page.getByRole('table');
  const row = table.getByRole('row').nth(1);
  const number = (await row.getByRole('cell').nth(1).textContent())!.trim();
  await expect(row).toContainText('$195.00');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: t('account.invoices.downloadNumber', { number }) }).click();
  const file = await (await download).path();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
    mergePages: true,
  });
  expect(text).toContain(number);
  expect(text).toContain('$195.00');

  expect((await axe(page).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);

  // The portal in a new window: 5 -> 7 users, the prorated price shown before confirming.
  const portal = await openBillingPortal(page, 'account.billing.editSubscription');
  expect((await axe(portal).analyze()).violations.map((v) => v.id)).toEqual([]);
  await portal.getByRole('spinbutton', { name: 'Users' }).fill('7');
  await portal.getByRole('button', { name: 'Show the price' }).click();
  await expect(portal.getByText(/To pay now \(prorated/)).toBeVisible();
  await portal.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(portal.getByText('Your plan was changed.')).toBeVisible();
  // The billing tab shows the change at once (the window tells it), without a reload.
  await expect(page.getByRole('definition').filter({ hasText: '7 users' })).toBeVisible();
  // Back closes the billing window and returns to the tab that opened it.
  await clickAndWaitForClose(
    portal,
    portal.getByRole('link', { name: 'Back to the Client Portal' }),
  );

  await page.getByRole('tab', { name: t('shell.tabs.users') }).click();
  const plan = page.getByRole('region', { name: t('profiles.plan.title') });
  await expect(plan.getByText('7 users', { exact: true })).toBeVisible();

  // The seat change was invoiced, and with the switch off no invoice e-mail went out.
  const mails = await request.get(`/dev/outbox/messages?to=${encodeURIComponent(customer.email)}`);
  const subjects = ((await mails.json()) as Array<{ subject: string | null }>).map(
    (m) => m.subject,
  );
  expect(subjects.filter((s) => s?.includes('invoice'))).toEqual([]);
});
