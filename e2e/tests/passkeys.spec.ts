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

const SETTINGS = '/#/additional-info?tab=settings';

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

  await page.goto(SETTINGS);
  await page.getByLabel(t('account.passkeys.name')).fill('Work laptop');
  await page.getByRole('button', { name: t('account.passkeys.add') }).click();
  await expect(
    page.getByText(t('account.passkeys.addedNotice').replace('{name}', 'Work laptop')),
  ).toBeVisible();
  const passkeys = page.getByRole('list', { name: t('account.passkeys.list') });
  const row = passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(row).toContainText(t('account.passkeys.neverUsed'));

  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByLabel(t('auth.field.email'), { exact: true })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: t('auth.passkey.signIn') }).click();
  await expectPortal(page);

  await page.goto(SETTINGS);
  await expect(row).not.toContainText(t('account.passkeys.neverUsed'));
  await expect(row).toContainText(t('account.passkeys.lastUsed').split('{date}')[0]!.trim());
});
