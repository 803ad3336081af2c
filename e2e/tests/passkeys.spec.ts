import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { paidCustomer } from '../support/billing';
import { E2E_PORT } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

// Passkeys (issue 38) with Chromium's virtual authenticator: a platform authenticator with resident
// keys and user verification, which answers as soon as it is asked. WebAuthn refuses an IP address
// as the relying party, so this spec opens the portal as localhost (the server's WEBAUTHN_RP_ID).
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('a passkey added in settings signs the customer in from the login page, with no password', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4242424242424242');
  await virtualAuthenticator(page);
  await logIn(page, customer);
  await expectPortal(page);

  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  await page.getByLabel(t('account.passkeys.name')).fill('Work laptop');
  await page.getByRole('button', { name: t('account.passkeys.add') }).click();
  await expect(
    page.getByText(t('account.passkeys.addedNotice').replace('{name}', 'Work laptop')),
  ).toBeVisible();
  const passkeys = page.getByRole('list', { name: t('account.passkeys.list') });
  const row = passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(row).toContainText(t('account.passkeys.neverUsed'));

  // Signed out, the login page offers the passkey in the e-mail field's autofill; the virtual
  // authenticator picks it as a person would, and the portal opens: no password typed. (The login
  // page may show only for an instant: the sign-in it makes is what is checked.)
  const passkeySignIn = page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === '/v2/auth/passkey' && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  expect((await passkeySignIn).status()).toBe(200);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  await expect(row).not.toContainText(t('account.passkeys.neverUsed'));
  await expect(row).toContainText(t('account.passkeys.lastUsed').split('{date}')[0]!.trim());

  // A browser without passkeys in autofill: 'Sign in with a passkey' opens its dialog.
  await page.evaluate(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page.getByLabel(t('auth.field.email'), { exact: true })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: t('auth.passkey.signIn') }).click();
  await expectPortal(page);

  // With the password, the passkey is the second factor the sign-in asks for.
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await logIn(page, customer);
  await page.getByRole('button', { name: t('auth.passkey.useForFactor') }).click();
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();

  // Renamed in its dialog, then removed after the confirmation naming it.
  await row
    .getByRole('button', {
      name: t('account.passkeys.renameNamed').replace('{name}', 'Work laptop'),
    })
    .click();
  const rename = page.getByRole('dialog', { name: t('account.passkeys.renameTitle') });
  await rename.getByLabel(t('account.passkeys.name')).fill('Home laptop');
  await rename.getByRole('button', { name: t('account.passkeys.save') }).click();
  await expect(rename).toBeHidden();
  const renamed = passkeys.getByRole('listitem').filter({ hasText: 'Home laptop' });
  await renamed
    .getByRole('button', {
      name: t('account.passkeys.removeNamed').replace('{name}', 'Home laptop'),
    })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('account.passkeys.removeConfirm') })
    .click();
  await expect(
    page.getByText(t('account.passkeys.removed').replace('{name}', 'Home laptop')),
  ).toBeVisible();
  await expect(page.getByText(t('account.passkeys.empty'))).toBeVisible();
});
