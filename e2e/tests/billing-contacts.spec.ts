import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

// Billing contacts (issue 37) on a customer of its own (the demo customers' lists stay as they
// are): the owner adds two addresses in the billing tab; they are the account's after a reload.

test('the owner adds two billing contacts; they are still listed after a reload', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  const stamp = Date.now().toString(36);
  const contacts = [`books-${stamp}@example.com`, `payroll-${stamp}@example.com`];
  await logIn(page, customer);
  await expectPortal(page);
  await page.goto('/#/additional-info?billing=true');

  const field = page.getByRole('textbox', { name: t('account.billing.contacts.email') });
  for (const email of contacts) {
    await field.fill(email);
    await page.getByRole('button', { name: t('account.billing.contacts.add') }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    await expect(field).toHaveValue('');
  }

  await page.reload();
  const list = page.getByRole('list', { name: t('account.billing.contacts.title') });
  await expect(list.getByRole('listitem')).toHaveText(
    contacts.map((email) => new RegExp(email.replace(/[.]/g, '\\.'))),
  );
  await expect(
    list.getByRole('button', {
      name: t('account.billing.contacts.removeNamed', { email: contacts[0]! }),
    }),
  ).toBeVisible();
  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);
});
