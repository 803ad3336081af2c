import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { DEMO } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

test('the demo customer logs in, keeps the session over a reload, logs out and in again', async ({
  page,
}) => {
  // The login call is an endpoint the auth remote injects into the shell's api slice.
  const loginCall = page.waitForResponse(
    (r) => r.url().endsWith('/v2/auth/email') && r.request().method() === 'POST',
  );
  await logIn(page);
  expect((await loginCall).status()).toBe(200);
  await expectPortal(page);
  await expect(page.getByText(DEMO.email).first()).toBeVisible();

  await page.reload();
  await expectPortal(page);
  const stored = await page.evaluate(() => Object.keys(localStorage).length);
  expect(stored).toBeGreaterThan(0);

  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(
    page.getByRole('button', { name: t('auth.login.submit'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Logged out means the portal is closed: a deep link goes back to login.
  await page.goto('/#/additional-info');
  await expect(page).toHaveURL(/#\/login/);

  await logIn(page);
  await expectPortal(page);
});

test('a wrong password shows "Identifiers not recognized" under the form', async ({
  page,
  browserErrors,
}) => {
  browserErrors.refused(401, '/v2/auth/email');
  await logIn(page, { email: DEMO.email, password: 'not-the-password-1' });
  await expect(page.getByRole('alert')).toContainText('Identifiers not recognized');
  await expect(page).toHaveURL(/#\/login/);
});

test('an unknown path shows the login screen', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(
    page.getByRole('button', { name: t('auth.login.submit'), exact: true }),
  ).toBeVisible();
});

test('an expired access token is refreshed before the next call', async ({ page }) => {
  await logIn(page);
  await expectPortal(page);

  // Let the portal finish its own calls first: a late account response rewrites the session.
  await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Age the session past tokenTtl, as if the customer came back after 20 minutes.
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  await page.evaluate(() => localStorage.setItem('loginTime', String(Date.now() - 20 * 60 * 1000)));

  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/v2/')) calls.push(`${request.method()} ${path}`);
  });
  const accountCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/users/me');
  await page.reload();
  await expectPortal(page);
  // The account call carries the new token: it waits for the refresh, then succeeds.
  expect((await accountCall).status()).toBe(200);
  const refreshAt = calls.indexOf('POST /v2/auth/refreshtoken');
  const accountAt = calls.indexOf('GET /v2/users/me');
  expect(refreshAt, calls.join(', ')).toBeGreaterThanOrEqual(0);
  expect(accountAt, calls.join(', ')).toBeGreaterThan(refreshAt);
  expect(calls.filter((c) => c === 'POST /v2/auth/refreshtoken')).toHaveLength(1);
  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
});
