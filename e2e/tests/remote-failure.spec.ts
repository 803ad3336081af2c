import type { Page } from '@playwright/test';
import { expect, test, type BrowserErrors } from '../support/test';
import { t } from '../support/i18n';
import { writeRuntimeConfig } from '../support/runtime-config';
import { expectPortal, logIn } from '../support/session';
import { PLATFORM_VERSION } from '../../shell/src/platform/version';

test.afterEach(() => writeRuntimeConfig());

/** What a remote that cannot load logs: its card's error, and each file the network lost. */
const REMOTE_FAILED = [
  /^console error: (\[portal\] a remote failed )?(TypeError: Failed to fetch|Error: \[ Federation Runtime \]|ChunkLoadError)/,
];
const OFFLINE = [...REMOTE_FAILED, /net::ERR_INTERNET_DISCONNECTED/];

test('a remote that cannot load shows a retry card on its routes only; retry after a fix loads it', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(...REMOTE_FAILED, /127\.0\.0\.1:9\/mf-manifest\.json/);
  // Port 9 (discard) is closed on loopback: the profiles remote cannot be fetched.
  writeRuntimeConfig({ profiles: 'http://127.0.0.1:9/mf-manifest.json' });
  // /#/login (the auth remote) works: the login form renders and signs in.
  await logIn(page);
  await expect(page).toHaveURL(/#\/additional-info/);
  const card = page.getByRole('alert').filter({ hasText: t('shell.remote.failedTitle') });
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The rest of the portal keeps working: header, tabs, and another remote's tab.
  await expect(page.getByRole('button', { name: t('shell.header.logout') })).toBeVisible();
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: t('shell.tabs.users') }).click();
  await expect(card).toBeVisible({ timeout: 20_000 });
  writeRuntimeConfig(); // the operator fixes the config: no rebuild, no reload
  await card.getByRole('button', { name: t('common.retry') }).click();
  await expect(card).toHaveCount(0);
  await expectPortal(page);
  await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
});

test('a remote built for another platform major shows why on its card, and the portal keeps working', async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(/^console error: (\[portal\] a remote failed )?PlatformMismatchError/);
  // The profiles remote's next release requires platform ^2.0.0, which this shell does not provide.
  await page.route('**/remotes/profiles/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    for (const share of manifest.shared) {
      if (share.name === '@portal/shell/platform') share.requiredVersion = '^2.0.0';
    }
    await route.fulfill({ response, json: manifest });
  });
  await logIn(page);
  await expect(page).toHaveURL(/#\/additional-info/);
  const card = page.getByRole('alert').filter({ hasText: t('shell.remote.failedTitle') });
  await expect(card).toContainText(
    t('shell.remote.incompatibleText', { required: '^2.0.0', provided: PLATFORM_VERSION }),
  );
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: t('account.settings.title') }),
  ).toBeVisible();
});

/**
 * A cold start while the network is down for the remote: the page opens on the remote's route and
 * `failing` files (of the remote, or of `scope`) cannot be fetched. Once they can again, the first
 * Retry on the card loads the page in the same document: the MF runtime fetches the remote's files
 * that failed again.
 */
async function coldStartThenRetry(
  page: Page,
  browserErrors: BrowserErrors,
  failing: (path: string) => boolean,
  scope = '**/remotes/profiles/**',
) {
  browserErrors.expect(...OFFLINE);
  await logIn(page);
  await expectPortal(page);
  const blocked: string[] = [];
  await page.route(scope, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!failing(path)) return route.continue();
    blocked.push(path);
    return route.abort('internetdisconnected');
  });
  await page.reload();
  const card = page.getByRole('alert').filter({ hasText: t('shell.remote.failedTitle') });
  await expect(card).toBeVisible({ timeout: 25_000 });
  expect(blocked.length).toBeGreaterThan(0);

  await page.unroute(scope);
  const fetchedAgain: string[] = [];
  page.on('request', (request) => fetchedAgain.push(new URL(request.url()).pathname));
  await card.getByRole('button', { name: t('common.retry') }).click();
  await expect(card).toHaveCount(0);
  await expectPortal(page);
  // The remote's page, with its own texts and styles.
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('heading', { name: t('profiles.users.title'), exact: true }),
  ).toBeVisible();
  const remoteStyles = await page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => sheet.href?.includes('/remotes/profiles/'))
        .length,
  );
  expect(remoteStyles).toBeGreaterThan(0);
  const remoteFiles = blocked.filter((path) => path.startsWith('/remotes/profiles/'));
  for (const path of new Set(remoteFiles)) expect(fetchedAgain, path).toContain(path);
}

/** What runs a remote's modules: its direct build's runtime (or, without one, its remote entry). */
const REMOTE_RUNTIME = /\/(remoteEntry|direct\/entry-runtime)[^/]*\.js$/;

test('after a cold start whose remote runtime could not load, Retry loads it once the network is back', async ({
  page,
  browserErrors,
}) => {
  await coldStartThenRetry(page, browserErrors, (path) => REMOTE_RUNTIME.test(path));
});

test("after a cold start whose remote's chunks could not load, Retry fetches them again", async ({
  page,
  browserErrors,
}) => {
  await coldStartThenRetry(
    page,
    browserErrors,
    (path) => /\.(js|css)$/.test(path) && !REMOTE_RUNTIME.test(path),
  );
});

test('18: after a cold start with none of the remote reachable (manifest, entry, chunks), the first Retry loads it', async ({
  page,
  browserErrors,
}) => {
  await coldStartThenRetry(page, browserErrors, () => true);
});

test('18: after a cold start with neither the runtime config, the remotes nor the API reachable, the first Retry loads the page', async ({
  page,
  browserErrors,
}) => {
  await coldStartThenRetry(
    page,
    browserErrors,
    (path) =>
      path.endsWith('/runtime-config.json') ||
      path.startsWith('/v2/') ||
      path.startsWith('/remotes/'),
    '**/*',
  );
});

test('after a cold start whose shared zod could not load, Retry loads the page and its form checks its rules', async ({
  page,
  browserErrors,
}) => {
  // The settings tab validates from its first screen: its module waits for the shell's zod (the
  // file that holds zod's core, `$ZodCheck`).
  browserErrors.expect(...OFFLINE);
  await logIn(page);
  await expectPortal(page);
  await page.goto('/#/additional-info?tab=settings');
  const blocked: string[] = [];
  // The shell's own files (the remotes' are not read through).
  const shellScript = (url: URL) =>
    url.pathname.endsWith('.js') && !url.pathname.startsWith('/remotes/');
  await page.route(shellScript, async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('$ZodCheck')) return route.fulfill({ response });
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.reload();
  const card = page.getByRole('alert').filter({ hasText: t('shell.remote.failedTitle') });
  await expect(card).toBeVisible({ timeout: 25_000 });
  expect(blocked.length).toBeGreaterThan(0);

  await page.unroute(shellScript);
  await card.getByRole('button', { name: t('common.retry') }).click();
  await expect(card).toHaveCount(0);
  const password = page.getByRole('region', { name: t('account.settings.password.title') });
  await password.getByLabel(t('account.settings.password.current'), { exact: true }).fill('any-1');
  await password
    .getByLabel(t('account.settings.password.new'), { exact: true })
    .fill('Another-pass-1');
  await password
    .getByLabel(t('account.settings.password.repeat'), { exact: true })
    .fill('different-1');
  await password.getByRole('button', { name: t('account.settings.password.submit') }).click();
  await expect(password.getByText(t('validation.confirmPassword.mismatch'))).toBeVisible();
});
