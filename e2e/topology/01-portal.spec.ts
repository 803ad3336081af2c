import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { logIn } from '../support/session';
import { TOPOLOGY, bearer, call, customer } from './topology';

test('signs in through nginx, shows the profiles remote from its own origin, and a logout is seen by both replicas', async ({
  page,
}) => {
  const account = await customer('portal');

  const fromReleases: { url: string; status: number; cors: string | null }[] = [];
  page.on('response', async (response) => {
    if (response.url().startsWith(TOPOLOGY.releasesOrigin))
      fromReleases.push({
        url: response.url(),
        status: response.status(),
        cors: await response.headerValue('access-control-allow-origin'),
      });
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) blocked.push(message.text());
  });

  await logIn(page, account);
  await expect(page).toHaveURL(/#\/additional-info/);
  // The users tab is the profiles remote, loaded from the releases origin.
  await expect(
    page.getByRole('heading', { name: t('profiles.list.title'), exact: true }),
  ).toBeVisible();
  const manifest = fromReleases.find((r) => r.url.endsWith('/profiles/v1/mf-manifest.json'));
  expect(manifest).toMatchObject({ status: 200, cors: '*' });
  expect(fromReleases.some((r) => /\/profiles\/v1\/.+\.js$/.test(r.url) && r.status === 200)).toBe(
    true,
  );
  expect(blocked).toEqual([]);

  const session = await page.evaluate(() => ({
    id: localStorage.getItem('id')!,
    token: localStorage.getItem('token')!,
    refreshToken: localStorage.getItem('refreshToken')!,
  }));
  for (const replica of TOPOLOGY.replicas) {
    expect(
      (await call(`${replica.url}/v2/users/me`, { headers: bearer(session.token) })).status,
    ).toBe(200);
  }

  // nginx sends the logout to one replica; the other one knows at once (sessions live in the DB).
  // The page is signed out first and revokes the session after (logout.ts): once it is answered.
  const revoked = page.waitForResponse((response) => response.url().endsWith('/v2/auth/logout'));
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect((await revoked).ok()).toBe(true);
  for (const replica of TOPOLOGY.replicas) {
    const me = await call(`${replica.url}/v2/users/me`, { headers: bearer(session.token) });
    expect(me.status, replica.url).toBe(401);
    const refresh = await call(`${replica.url}/v2/auth/refreshtoken`, {
      method: 'POST',
      body: { id: session.id, refreshToken: session.refreshToken },
    });
    expect(refresh.status, replica.url).toBe(401);
  }
});
