import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { remoteBasePath, REMOTE_NAMES, REMOTES } from '@portal/shared/remotes';
import { REPO_ROOT } from '../support/paths';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

/** Where each app's files are served, and the files its build made for each shared module. */
const APPS = [
  { dir: 'shell', prefix: '/' },
  ...REMOTE_NAMES.map((name) => ({ dir: REMOTES[name].dir, prefix: `${remoteBasePath(name)}/` })),
];
// zod: the schemas of shared/ in the platform and in every remote run on one copy.
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'zod'];

function sharedFiles(name: string) {
  const files = new Map<string, string>(); // served path -> app
  for (const app of APPS) {
    const manifest = JSON.parse(
      readFileSync(join(REPO_ROOT, app.dir, 'dist', 'mf-manifest.json'), 'utf8'),
    );
    const entry = manifest.shared.find((s: { name: string }) => s.name === name);
    for (const file of entry?.assets.js.sync ?? []) files.set(`${app.prefix}${file}`, app.dir);
  }
  return files;
}

test('React, React DOM and zod are downloaded once on a page that shows several remotes', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await logIn(page); // the auth remote
  await expectPortal(page); // the profiles remote's users tab
  const tabHeading = (id: Parameters<typeof t>[0]) =>
    page.getByRole('tabpanel').getByRole('heading', { name: t(id) });
  await expect(tabHeading('profiles.users.title')).toBeVisible();
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click(); // the account remote
  // By its own heading: the users tab's is still on screen for a moment after the click.
  await expect(tabHeading('account.settings.title')).toBeVisible();

  const remotesSeen = APPS.filter((app) =>
    requested.some((p) => p.startsWith(`${app.prefix}remoteEntry.js`)),
  );
  expect(remotesSeen.map((a) => a.dir)).toEqual(
    expect.arrayContaining(['remote-auth', 'remote-profiles', 'remote-account']),
  );

  for (const name of SINGLETONS) {
    const files = sharedFiles(name);
    const hits = requested.filter((p) => files.has(p));
    expect(hits.length, `${name}: ${hits.join(', ')}`).toBeGreaterThan(0);
    // Every download of it comes from one app (the shell), and no file twice.
    expect(new Set(hits.map((p) => files.get(p))).size, `${name}: ${hits.join(', ')}`).toBe(1);
    expect(new Set(hits).size, `${name}: ${hits.join(', ')}`).toBe(hits.length);
  }
});
