import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { DEMO } from '../support/paths';
import { axe } from '../support/axe';
import { appMessages, expectNoChrome, handoffCode, openInApp } from '../support/webview';

// The mobile app opening portal pages in a webview (issue 14, docs/webview-contract.md): it hands
// over its session with a one-time code and hears back through its message bridge.

test('the profile wizard opened alone in webview mode after a handoff: signed in, no portal chrome', async ({
  page,
  request,
}) => {
  const code = await handoffCode(request);
  await openInApp(page, `/remotes/profiles/index.html#/user/new?webview=true&handoff=${code}`);
  await expect(page.getByRole('heading', { name: t('profiles.wizard.titleNew') })).toBeVisible();
  await expect(page.getByText(t('common.signedOut'))).toHaveCount(0);
  // The code left the address at once; the flag stays.
  expect(page.url()).not.toContain(code);
  expect(page.url()).toContain('webview=true');
  await expectNoChrome(page);
  await expect
    .poll(() => appMessages(page))
    .toContainEqual({ type: 'portal:ready', signedIn: true });

  // The session is the page's own: a reload keeps it and the webview flag, without a new code.
  await page.reload();
  await expect(page.getByRole('heading', { name: t('profiles.wizard.titleNew') })).toBeVisible();
});

test('a page opened in webview mode saves and signals "done" to the app; the code was injected, in no URL', async ({
  page,
  request,
  browserErrors,
}) => {
  // disableValidation: the empty form goes to the API, which refuses it.
  browserErrors.refused(400, /\/v2\/users\/[^/]+\/password/);
  const code = await handoffCode(request);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openInApp(
    page,
    '/remotes/account/index.html#/additional-info?tab=settings&webview=true&disableValidation=true',
    code,
  );
  const card = page.getByRole('region', { name: t('account.settings.password.title') });
  await expect(card).toBeVisible();
  expect(requested.some((url) => url.includes(code))).toBe(false);
  await expectNoChrome(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // disableValidation: the empty form goes to the API, whose own rules answer at the fields.
  const sent = page.waitForRequest((r) => r.url().endsWith('/password') && r.method() === 'PATCH');
  await card.getByRole('button', { name: t('account.settings.password.submit') }).click();
  await sent;
  await expect(card.getByText(t('validation.password.required'))).toBeVisible();

  const newPassword = 'webview-saved-7Q';
  try {
    await card
      .getByLabel(t('account.settings.password.current'), { exact: true })
      .fill(DEMO.password);
    await card.getByLabel(t('account.settings.password.new'), { exact: true }).fill(newPassword);
    await card.getByLabel(t('account.settings.password.repeat'), { exact: true }).fill(newPassword);
    await card.getByRole('button', { name: t('account.settings.password.submit') }).click();
    await expect(
      card.getByRole('heading', { name: t('account.settings.password.doneTitle') }),
    ).toBeVisible();
    await expect
      .poll(() => appMessages(page))
      .toContainEqual({ type: 'portal:done', result: { task: 'passwordChange' } });
  } finally {
    // The rest of the suite signs in with the demo's own password.
    const login = await request.post('/v2/auth/email', {
      data: { email: DEMO.email, password: newPassword },
    });
    if (login.ok()) {
      const { token, user } = (await login.json()) as { token: string; user: { id: string } };
      const back = await request.patch(`/v2/users/${user.id}/password`, {
        headers: { authorization: `Bearer ${token}` },
        data: { currentPassword: newPassword, newPassword: DEMO.password },
      });
      expect(back.status()).toBe(200);
    }
  }
});

test('the shell in webview mode: no header, tabs or footer; leaving links and windows go to the app', async ({
  page,
  request,
}) => {
  const code = await handoffCode(request);
  await openInApp(page, `/#/additional-info?tab=settings&webview=true&handoff=${code}`);
  await expect(page.getByRole('heading', { name: t('account.settings.title') })).toBeVisible();
  await expectNoChrome(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('shell.frame.title'));
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // A link to another site (a store badge, a help page) and a window a page opens itself.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'https://example.com/help';
    link.target = '_blank';
    link.textContent = 'Help';
    document.querySelector('main')!.append(link);
  });
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('link', { name: 'Help' }).click();
  await page.evaluate(() => window.open('https://billing.example/portal'));
  await expect
    .poll(() => appMessages(page))
    .toEqual(
      expect.arrayContaining([
        { type: 'portal:open', url: 'https://example.com/help' },
        { type: 'portal:open', url: 'https://billing.example/portal' },
      ]),
    );
  expect(popups).toBe(0);

  // Signing out inside the page is the app's news too.
  await page.evaluate(() => localStorage.clear());
  await page.evaluate(() =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null })),
  );
  await expect.poll(() => appMessages(page)).toContainEqual({ type: 'portal:signedOut' });
});

test('a handoff code works once: a second page with it is refused and tells the app', async ({
  browser,
  request,
  browserErrors,
}) => {
  browserErrors.refused(400, '/v2/auth/handoff/exchange');
  const code = await handoffCode(request);
  const url = `/remotes/account/index.html#/additional-info?tab=settings&webview=true&handoff=${code}`;
  const first = await browser.newPage();
  await openInApp(first, url);
  await expect(first.getByRole('heading', { name: t('account.settings.title') })).toBeVisible();

  const second = await browser.newPage();
  await openInApp(second, url);
  await expect(second.getByText(t('errors.handoffInvalid'))).toBeVisible();
  await expect(second.getByRole('heading', { name: t('account.settings.title') })).toHaveCount(0);
  await expect.poll(() => appMessages(second)).toContainEqual({ type: 'portal:handoffFailed' });
  await first.close();
  await second.close();
});

test('loginTo: after signing in, the portal opens the page the app asked for', async ({ page }) => {
  await page.goto(`/#/login?loginTo=${encodeURIComponent('/additional-info?tab=settings')}`);
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/#\/additional-info\?tab=settings/);
  await expect(page.getByRole('heading', { name: t('account.settings.title') })).toBeVisible();
});
