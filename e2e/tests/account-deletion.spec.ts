import deliveryFr from '@portal/shared/i18n/delivery/fr';
import { appClient } from '../support/app-client';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { codeIn, lastMessageId, latestMessage } from '../support/outbox';
import { expectPortal, logIn } from '../support/session';
import { expect, test } from '../support/test';

// "Delete my account" (issue 39): the owner deletes the account in settings; sign-in is refused
// with the undo offered, the agents' app is refused, and after the window (the development route
// runs the purge as if 14 days had passed) no table holds anything of the account.

const SETTINGS = '/#/additional-info?tab=settings';

test('delete the account: sign-in refused with the undo, the app refused, then nothing left', async ({
  page,
  request,
  browserErrors,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  const { token } = await (await request.post('/v2/auth/email', { data: customer })).json();
  // An agent of the account, signed in to the app.
  const app = appClient('fr', 'account-deletion-app');
  const d = String(Date.now() % 100_000_000).padStart(8, '0');
  const phone = `+33 6 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`;
  const created = await request.post('/v2/companies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loginName: 'Noa',
      loginPhoneNumber: phone,
      name: 'Harbour Homes',
      outroFullName: 'Noa Agent',
      outroPhoneNumber: phone,
      outroEmail: 'noa@harbour.example',
      designFullName: 'Noa Agent',
      designPhoneNumber: phone,
      designLanguage: 'fr',
      noLogo: true,
      noPicAgent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const e164 = phone.replaceAll(' ', '');
  const before = await lastMessageId(request, e164);
  expect((await app('code', phone)).code).toBe(0);
  const { text } = await latestMessage(request, e164, () => true, before);
  expect((await app('verify', phone, codeIn(text))).code).toBe(0);
  expect((await app('config')).out).toMatch(/^200 configuration/);

  // The owner deletes the account from settings: what happens is said, the proof asked.
  await logIn(page, customer);
  await expectPortal(page);
  await page.goto(SETTINGS);
  const card = page.getByRole('region', { name: t('account.deletion.title') });
  await card.getByRole('button', { name: t('account.deletion.open') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('account.deletion.dialogTitle') });
  await expect(dialog.getByText(t('account.deletion.effect.noRefund'))).toBeVisible();
  const remove = dialog.getByRole('button', { name: t('account.deletion.submit') });
  await dialog.getByLabel(t('account.deletion.password')).fill(customer.password);
  await expect(remove).toBeDisabled();
  await dialog
    .getByLabel(t('account.deletion.confirmation', { email: customer.email }))
    .fill(customer.email);
  await remove.click();
  const done = page.getByRole('dialog', { name: t('account.deletion.doneTitle') });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: t('account.deletion.doneClose') }).click();
  await expect(page).toHaveURL(/#\/login/);

  // The app is refused at once, in its language.
  const refused = await app('config');
  expect(refused.out).toContain(
    `refused (APP_DEACTIVATED): ${deliveryFr['delivery.error.appDeactivated']}`,
  );

  // Signing in is refused: the owner is offered the undo instead.
  browserErrors.refused(403, '/v2/auth/email');
  await logIn(page, customer);
  await expect(page.getByRole('heading', { name: t('auth.restore.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('auth.restore.submit') })).toBeVisible();
  await page.getByRole('button', { name: t('auth.restore.back') }).click();

  // After the window: the purge leaves no row of the account in any table.
  const purged = await request.post('/dev/account-deletion/purge', {
    data: { email: customer.email },
  });
  expect(purged.status(), await purged.text()).toBe(200);
  expect(await purged.json()).toMatchObject({ status: 'done', traces: {} });
  browserErrors.refused(401, '/v2/auth/email');
  await logIn(page, customer);
  await expect(page.getByText(t('errors.identifiersNotRecognized'))).toBeVisible();
});
