import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { E2E_BASE_URL } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

// Issue 38's second factor as an office lives it: the owner sets up an authenticator app from
// Settings (the test reads the key shown as text and computes the codes with otpauth, the library
// the API checks them with), signs in with password + code, then once with a recovery code (a
// second use is refused); then requires a second factor of everyone, and a member who joins
// without one is shown the set-up alone, whatever address they try, until it is done.

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function expectNoViolations(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** From the card's first button to the ten codes: answers the key and the codes. */
async function setUpAuthenticatorApp(page: Page) {
  const card = page.getByRole('region', { name: t('account.secondFactor.title'), exact: true });
  await card.getByRole('button', { name: t('account.secondFactor.setUp') }).click();
  await expect(
    card.getByRole('heading', { name: t('account.secondFactor.setupTitle') }),
  ).toBeFocused();
  await expect(card.getByRole('img', { name: t('account.secondFactor.qrAlt') })).toBeVisible();
  // The QR code's alternative: the key as text, which a person types into their app.
  const shown = await card.locator('.account-secret code').innerText();
  const secret = shown.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoViolations(page, '.account-setup-steps');

  const code = card.getByLabel(t('account.secondFactor.codeLabel'));
  await code.fill(totpCode(secret));
  await card.getByRole('button', { name: t('account.secondFactor.turnOn') }).click();
  const list = card.getByRole('list', { name: t('account.secondFactor.codesTitle') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: t('account.secondFactor.download') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.txt$/);
  await card.getByRole('button', { name: t('account.secondFactor.saved') }).click();
  return { secret, codes };
}

/** The login's second step, after the password: its heading takes the focus. */
async function passwordThenStep(page: Page, credentials: { email: string; password: string }) {
  await logIn(page, credentials);
  await expect(page.getByRole('heading', { name: t('auth.secondFactor.title') })).toBeFocused();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
}

async function joinFromMail(browser: Browser, mailText: string) {
  const link = /https?:\/\/\S+#\/join\?token=[\w-]+/.exec(mailText)![0];
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'en-US',
    viewport: VIEWPORT,
  });
  const page = await context.newPage();
  await page.goto(`/${new URL(link).hash}`);
  await page.getByLabel(t('auth.field.firstName')).fill('Mia');
  await page.getByLabel(t('auth.field.lastName')).fill('Member');
  await page.getByLabel(t('auth.join.newPassword'), { exact: true }).fill('member-secret-1');
  await page.getByRole('button', { name: t('auth.join.submit') }).click();
  return page;
}

test('an authenticator app guards the sign-in; a recovery code works once; a required factor is set up before anything else', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  // A wrong app code, and a recovery code used a second time.
  browserErrors.refused(401, '/v2/auth/second-factor');
  const owner = await paidCustomer(request, '4242 4242 4242 4242', 5);

  // 1. Set up from Settings.
  await logIn(page, owner);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  const { secret, codes } = await setUpAuthenticatorApp(page);
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  // 2. Password, then the app's code (the next step's: the one used to confirm is spent).
  await logOut(page);
  await passwordThenStep(page, owner);
  const appCode = page.getByLabel(t('auth.secondFactor.codeLabel'));
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoViolations(page, '.ui-card');
  await appCode.fill('000000');
  await page.getByRole('button', { name: t('auth.secondFactor.submit') }).click();
  await expect(appCode).toHaveAttribute('aria-invalid', 'true');
  await appCode.fill(totpCode(secret, 1));
  await expectPortal(page);

  // 3. A recovery code instead, once; the same code again is refused at the field.
  for (const attempt of ['first', 'second'] as const) {
    await logOut(page);
    await passwordThenStep(page, owner);
    await page.getByRole('button', { name: t('auth.secondFactor.useRecovery') }).click();
    const field = page.getByLabel(t('auth.secondFactor.recoveryLabel'));
    await field.fill(codes[0]!);
    await page.getByRole('button', { name: t('auth.secondFactor.submit') }).click();
    if (attempt === 'first') await expectPortal(page);
    else await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByLabel(t('auth.secondFactor.recoveryLabel')).fill(codes[1]!);
  await page.getByRole('button', { name: t('auth.secondFactor.submit') }).click();
  await expectPortal(page);

  // 4. The owner requires a second factor of everyone, and invites a member.
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  const policy = page.getByRole('region', { name: t('account.secondFactor.policyTitle') });
  await policy.getByRole('radio', { name: t('account.secondFactor.policy.everyone') }).check();
  await policy.getByRole('button', { name: t('account.secondFactor.policySave') }).click();
  await expect(page.getByText(t('account.secondFactor.policySaved'))).toBeVisible();
  const member = `mia-${Date.now().toString(36)}@example.com`;
  const team = page.getByRole('region', { name: t('account.team.title') });
  await team.getByLabel(t('account.team.invite.email')).fill(member);
  await team.getByRole('button', { name: t('account.team.invite.submit') }).click();
  await expect(team.getByRole('status')).toHaveText(
    t('account.team.invite.sent', { email: member }),
  );

  // 5. The member joins (a sign-in) without a factor: the set-up alone, at any address.
  const memberPage = await joinFromMail(browser, (await latestMessage(request, member)).text);
  const setUpTitle = memberPage.getByRole('heading', {
    level: 1,
    name: t('account.secondFactor.setupPageTitle'),
  });
  await expect(setUpTitle).toBeVisible();
  await expect(memberPage.getByRole('tab')).toHaveCount(0);
  await memberPage.goto('/#/additional-info?tab=users');
  await expect(setUpTitle).toBeVisible();
  await expect(memberPage.getByRole('tab')).toHaveCount(0);
  await setUpAuthenticatorApp(memberPage);
  // Done: the account is refreshed and the portal opens where the member asked.
  await expect(memberPage.getByRole('tab', { name: t('shell.tabs.users') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await memberPage.context().close();
});
