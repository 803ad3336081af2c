import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';
import { expect, test } from '../support/test';

/** `npm run billing -- advance`: the billing clock moves and the renewal run finishes. */
async function advance(request: APIRequestContext, by: string) {
  const res = await request.post('/dev/billing/advance', { data: { by } });
  expect(res.status()).toBe(202);
  const { jobId } = await res.json();
  await expect
    .poll(async () => (await (await request.get(`/dev/billing/jobs/${jobId}`)).json()).finished)
    .toBe(true);
}

test('billing details: a US address with its state and a company without VAT number, shown on the next invoice', async ({
  page,
  request,
}) => {
  // Bought from London as 'Analytical Homes'; moves to San Francisco under a new name.
  const customer = await paidCustomer(request, '4242 4242 4242 4242', 3);
  await logIn(page, customer);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
  const card = page.getByRole('region', { name: t('account.billingDetails.title') });
  await expect(card).toContainText('Analytical Homes');

  await card.getByRole('button', { name: t('account.billingDetails.edit') }).click();
  await expect(card.getByLabel(t('account.billingDetails.company'), { exact: true })).toBeFocused();
  await card
    .getByLabel(t('account.billingDetails.company'), { exact: true })
    .fill('Harbour Homes Inc');
  await card.getByLabel(t('account.billingDetails.line1'), { exact: true }).fill('1 Market Street');
  await card.getByLabel(t('account.billingDetails.city'), { exact: true }).fill('San Francisco');
  await card.getByLabel(t('account.billingDetails.postalCode'), { exact: true }).fill('94105');
  await card.getByLabel(t('account.billingDetails.country'), { exact: true }).selectOption('US');
  // A US address needs its state: saving without one says so at the field.
  await card.getByRole('button', { name: t('account.billingDetails.save') }).click();
  const state = card.getByLabel(t('account.billingDetails.state'), { exact: true });
  await expect(state).toBeFocused();
  await expect(card).toContainText(t('validation.state.required'));
  await state.selectOption('CA');
  await card.getByLabel(t('account.billingDetails.poNumber'), { exact: true }).fill('PO-4471');
  await card.getByRole('button', { name: t('account.billingDetails.save') }).click();
  await expect(page.getByText(t('account.billingDetails.saved'))).toBeVisible();
  await expect(card.getByRole('button', { name: t('account.billingDetails.edit') })).toBeFocused();
  await expect(card).toContainText('Harbour Homes Inc');
  await expect(card).toContainText('San Francisco, CA 94105');
  await expect(card).toContainText('PO-4471');

  // A month later the renewal's invoice is the first of the list: it shows the new details.
  await advance(request, '32d');
  await page.reload();
  const row = page.getByRole('table').getByRole('row').nth(1);
  const number = (await row.getByRole('cell').nth(1).textContent())!.trim();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: t('account.invoices.downloadNumber', { number }) }).click();
  const file = await (await download).path();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
    mergePages: true,
  });
  expect(text).toContain(number);
  expect(text).toContain('Harbour Homes Inc');
  expect(text).toContain('1 Market Street');
  expect(text).toContain('San Francisco, CA 94105');
  expect(text).toContain('PO-4471');
  expect(text).not.toContain('Analytical Homes');
  expect(text).not.toContain('VAT number');
});
