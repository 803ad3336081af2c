import { expect, test } from '../support/test';
import { expectPortal, logIn } from '../support/session';

// Refresh tokens rotate and a spent one revokes the whole login: two tabs that both find the access
// token expired must not both spend the same refresh token.
test('two tabs refreshing the same expired token stay signed in with one refresh', async ({
  context,
}) => {
  const first = await context.newPage();
  await logIn(first);
  await expectPortal(first);
  const second = await context.newPage();
  await second.goto('/#/additional-info');
  await expectPortal(second);
  for (const page of [first, second]) {
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // Age the shared session past tokenTtl, as if the customer came back after 20 minutes.
  await first.evaluate(() =>
    localStorage.setItem('loginTime', String(Date.now() - 20 * 60 * 1000)),
  );
  const refreshes: string[] = [];
  // A slow refresh, so both tabs are up and find the token expired before the first one returns.
  await context.route('**/v2/auth/refreshtoken', async (route) => {
    refreshes.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const accountCalls = [first, second].map((page) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/users/me'),
  );
  await Promise.all([first.reload(), second.reload()]);

  for (const call of accountCalls) expect((await call).status()).toBe(200);
  await expectPortal(first);
  await expectPortal(second);
  expect(refreshes).toHaveLength(1);

  // The login survived: a later page load in either tab is still signed in.
  await second.reload();
  await expectPortal(second);
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
