import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { remoteBasePath, REMOTE_NAMES, REMOTES } from '@portal/shared/remotes';
import { REPO_ROOT } from '../support/paths';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

// The shell hands its React, router, store and zod to every remote it shows (shell/src/remotes/
// sharedModules.ts): from a remote's direct build, its externals; through the federation runtime,
// its shared modules. A remote's own copies of them (its federated build's fallbacks, for its
// standalone page) are never downloaded inside the portal.

const REMOTE_APPS = REMOTE_NAMES.map((name) => ({
  dir: REMOTES[name].dir,
  prefix: `${remoteBasePath(name)}/`,
}));
// zod: the schemas of shared/ in the platform and in every remote run on one copy.
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'zod', '@portal/shell/platform'];

/** The files of the remotes' own copies of the shared modules, as served. */
function remoteCopies(): Map<string, string> {
  const files = new Map<string, string>(); // served path -> shared module
  for (const app of REMOTE_APPS) {
    const manifest = JSON.parse(
      readFileSync(join(REPO_ROOT, app.dir, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
    for (const shared of manifest.shared.filter((s) => SINGLETONS.includes(s.name)))
      for (const file of shared.assets.js.sync) files.set(`${app.prefix}${file}`, shared.name);
  }
  return files;
}

/** Signs in and shows three remotes (auth, profiles, account); returns every path requested. */
async function showThreeRemotes(page: Page): Promise<string[]> {
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
  return requested;
}

test('remotes shown from their direct builds use the shell’s React, zod and platform, and no federation runtime', async ({
  page,
}) => {
  const requested = await showThreeRemotes(page);
  for (const dir of ['remote-auth', 'remote-profiles', 'remote-account']) {
    const app = REMOTE_APPS.find((a) => a.dir === dir)!;
    expect(
      requested.some((p) => p.startsWith(`${app.prefix}direct/`)),
      dir,
    ).toBe(true);
  }
  // Neither a remote entry nor the shell's federation runtime: nothing fell back.
  expect(requested.filter((p) => /remoteEntry|federation/.test(p))).toEqual([]);
  const copies = remoteCopies();
  expect(requested.filter((p) => copies.has(p))).toEqual([]);
});

test('a remote whose manifest lists no direct build loads through the federation runtime, on the shell’s shared modules', async ({
  page,
}) => {
  // As a remote built before the direct builds, or deployed elsewhere, would answer.
  await page.route(/\/remotes\/[a-z]+\/mf-manifest\.json$/, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, unknown>;
    delete manifest.direct;
    await route.fulfill({ response, json: manifest });
  });
  const requested = await showThreeRemotes(page);
  for (const dir of ['remote-auth', 'remote-profiles', 'remote-account']) {
    const app = REMOTE_APPS.find((a) => a.dir === dir)!;
    expect(requested, dir).toContain(`${app.prefix}remoteEntry.js`);
  }
  // No direct build ran (the server's page may still have preloaded one from the real manifest).
  expect(await page.evaluate(() => '__portal_direct' in window)).toBe(false);
  const copies = remoteCopies();
  expect(requested.filter((p) => copies.has(p))).toEqual([]);
});
