import deliveryFr from '@portal/shared/i18n/delivery/fr';
import { appClient } from '../support/app-client';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { codeIn, lastMessageId, latestMessage } from '../support/outbox';
import { expectPortal, logIn } from '../support/session';
import { expect, test } from '../support/test';

// Devices and sessions (issue 38): a customer's own sessions in Settings → Security, and
// "Sign out of the app" for an agent's lost phone.

const SETTINGS = '/#/additional-info?tab=settings';
/** The second browser says it is Firefox on Windows: the list tells the two apart by it. */
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('signing out another session from the list signs that browser out at its next request', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  await logIn(page, customer);
  await expectPortal(page);
  const other = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
  const elsewhere = await other.newPage();
  await logIn(elsewhere, customer);
  await expectPortal(elsewhere);

  await page.goto(SETTINGS);
  const card = page.getByRole('region', { name: t('account.sessions.title') });
  const list = card.getByRole('list', { name: t('account.sessions.list') });
  const thisOne = list.getByRole('listitem').filter({ hasText: t('account.sessions.thisDevice') });
  await expect(thisOne).toHaveCount(1);
  const device = t('account.sessions.device', { browser: 'Firefox', os: 'Windows' });
  await expect(list.getByRole('listitem').filter({ hasText: device })).toHaveCount(1);
  expect((await axe(page).include('.account-security').analyze()).violations).toEqual([]);

  await card.getByRole('button', { name: t('account.sessions.signOutNamed', { device }) }).click();
  await expect(card.getByRole('status')).toHaveText(t('account.sessions.signedOut', { device }));
  await expect(list.getByRole('listitem').filter({ hasText: device })).toHaveCount(0);
  await expect(thisOne).toHaveCount(1);

  // The other browser's next request is refused (its token, then its refresh): the login page.
  browserErrors.refused(401, /\/v2\/.*/);
  await elsewhere.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  await expect(elsewhere).toHaveURL(/#\/login$/);
  await expect(
    elsewhere.getByRole('button', { name: t('auth.login.submit'), exact: true }),
  ).toBeVisible();
  // This browser is still signed in.
  await page.reload();
  await expect(card.getByRole('heading', { name: t('account.sessions.title') })).toBeVisible();
  await other.close();
});

test('"Sign out of the app" on an agent: the reference app client is refused with the message', async ({
  page,
  request,
}) => {
  const app = appClient('fr', 'sessions-app');
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  const { token } = await (await request.post('/v2/auth/email', { data: customer })).json();
  const headers = { authorization: `Bearer ${token}` };
  const d = String(Date.now() % 100_000_000).padStart(8, '0');
  const phone = `+33 6 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`;
  const e164 = phone.replaceAll(' ', '');
  const created = await request.post('/v2/companies', {
    headers,
    data: {
      loginName: 'Lou',
      loginPhoneNumber: phone,
      name: 'Harbour Homes',
      outroFullName: 'Lou Agent',
      outroPhoneNumber: phone,
      outroEmail: 'lou@harbour.example',
      designFullName: 'Lou Agent',
      designPhoneNumber: phone,
      designLanguage: 'fr',
      noLogo: true,
      noPicAgent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The agent signs in with the app and fetches its branding.
  const before = await lastMessageId(request, e164);
  expect((await app('code', phone)).code).toBe(0);
  const { text } = await latestMessage(request, e164, () => true, before);
  const signedIn = await app('verify', phone, codeIn(text));
  expect(signedIn.code, signedIn.out).toBe(0);
  expect((await app('config')).out).toMatch(/^200 configuration/);

  // The phone is lost: the customer signs the agent out of the app from the users tab.
  await logIn(page, customer);
  await expectPortal(page);
  const row = page
    .getByRole('region', { name: t('profiles.list.title') })
    .getByRole('listitem')
    .filter({ hasText: 'Lou Agent' });
  await row
    .getByRole('button', { name: t('profiles.appSignOut.rowAction', { name: 'Lou Agent' }) })
    .click();
  const dialog = page.getByRole('alertdialog', {
    name: t('profiles.appSignOut.title', { name: 'Lou Agent' }),
  });
  await dialog.getByRole('button', { name: t('profiles.appSignOut.confirm') }).click();
  await expect(page.locator('.ui-toasts[aria-live="polite"]')).toContainText(
    t('profiles.appSignOut.done', { name: 'Lou Agent' }),
  );

  // The app's next configuration request is refused with the message, in the app's language.
  const refused = await app('config');
  expect(refused.code, refused.out).toBe(1);
  expect(refused.out).toContain(
    `signed out (APP_SIGNED_OUT_BY_CUSTOMER): ${deliveryFr['delivery.sessions.appSignedOut']}`,
  );
});
