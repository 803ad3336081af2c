import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { DEMO } from '../support/paths';

// The mobile app opens remotes on their own (a webview): no shell, same store, language and router.
test('a remote runs alone from its own page: auth signs in, account shows the session', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));

  await page.goto('/remotes/auth/index.html#/login');
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('auth.signedIn.title') })).toBeVisible();
  await expect(page.getByText(DEMO.email)).toBeVisible();
  // Nothing of the shell was needed: only the API and the runtime config the API serves at the
  // origin's root (the platform reads it there when the remote's folder has none).
  const api = (path: string) => path.startsWith('/v2/') || path === '/runtime-config.json';
  expect(loaded.filter((p) => !p.startsWith('/remotes/') && !api(p))).toEqual([]);

  // Another remote, alone, on the same origin, reads the same session.
  await page.goto('/remotes/account/index.html#/additional-info?billing=true');
  await expect(page.getByRole('heading', { name: t('account.billing.title') })).toBeVisible();
  await expect(page.getByText(t('common.status.ACTIVE'))).toBeVisible();

  await page.goto('/remotes/auth/index.html#/additional-info');
  await page.getByRole('button', { name: t('auth.signedIn.logout') }).click();
  await expect(
    page.getByRole('button', { name: t('auth.login.submit'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
