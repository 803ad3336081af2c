import { paidCustomer } from '../support/billing';
import { expect, test } from '../support/test';
import { expectPortal, logIn } from '../support/session';

// Refresh tokens rotate and a spent one revokes the whole login: two tabs that both find the access
// token expired must not both spend the same refresh token.
test('two tabs refreshing the same expired token stay signed in with one refresh', async ({
  context,
  request,
}) => {
  // A customer of its own: the demo customer's sessions belong to the specs that sign in as it.
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  const first = await context.newPage();
  await logIn(first, customer);
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
  // The refresh is held until both tabs have found the token expired: one tab's refresh is on
  // its way and the other waits for the tabs' lock (or, were there no lock, refreshes too).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/v2/auth/refreshtoken', async (route) => {
    refreshes.push(route.request().url());
    if (refreshes.length > 1) release();
    await released;
    await route.continue();
  });
  const accountCalls = [first, second].map((page) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/users/me'),
  );
  const reloads = Promise.all([first.reload(), second.reload()]);
  const waitingTab = async () => {
    if (refreshes.length > 1) return true;
    try {
      const held = await first.evaluate(async (name) => {
        const { held, pending } = await navigator.locks.query();
        return [held, pending].map((locks) => (locks ?? []).filter((l) => l.name === name).length);
      }, 'portal-session-refresh');
      return refreshes.length === 1 && held[0] === 1 && held[1] === 1;
    } catch {
      return false; // the tab is between documents
    }
  };
  await expect.poll(waitingTab, { timeout: 15_000 }).toBe(true);
  release();
  await reloads;

  for (const call of accountCalls) expect((await call).status()).toBe(200);
  await expectPortal(first);
  await expectPortal(second);
  expect(refreshes).toHaveLength(1);

  // The login survived: a later page load in either tab is still signed in.
  await second.reload();
  await expectPortal(second);
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
