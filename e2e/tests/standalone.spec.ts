import { expect, test } from '../support/test';
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
  await expect(
    page.getByRole('heading', { name: t('account.billing.title'), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t('common.status.ACTIVE'))).toBeVisible();

  await page.goto('/remotes/auth/index.html#/additional-info');
  await page.getByRole('button', { name: t('auth.signedIn.logout') }).click();
  await expect(
    page.getByRole('button', { name: t('auth.login.submit'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a form on a standalone page asks before an in-app route change, the back button included', async ({
  page,
}) => {
  await page.goto('/remotes/auth/index.html#/login');
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('auth.signedIn.title') })).toBeVisible();

  // The profiles remote alone: its list, then a new profile opened from it.
  await page.goto('/remotes/profiles/index.html#/additional-info');
  await page.getByRole('link', { name: t('profiles.add') }).click();
  const wizard = page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') });
  await expect(wizard).toBeVisible();
  const company = page.getByLabel(t('profiles.field.company'), { exact: true });
  await company.fill('Harbour Homes');

  // The browser's back button is held: staying keeps the page and what was typed.
  const leave = page.getByRole('alertdialog', { name: t('common.leave.title') });
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: t('common.leave.stay') }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/#\/user\/new$/);
  await expect(company).toHaveValue('Harbour Homes');

  // The page's own link asks too; leaving goes to the list.
  await page.getByRole('link', { name: t('profiles.back') }).click();
  await leave.getByRole('button', { name: t('common.leave.confirm') }).click();
  await expect(page).toHaveURL(/#\/additional-info$/);
  await expect(wizard).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('profiles.add') })).toBeVisible();
});
