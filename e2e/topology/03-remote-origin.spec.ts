import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { t } from '../support/i18n';
import { logIn } from '../support/session';
import { TOPOLOGY, call, customer } from './topology';

const ATTEMPT = { email: 'nobody@example.com', password: 'whatever-1' };

/** A JSON login attempt from the page's origin to the portal's API (preflighted: JSON body). */
async function loginFrom(page: Page, pageUrl: string) {
  await page.goto(pageUrl);
  return page.evaluate(
    async ({ api, body }) => {
      try {
        const res = await fetch(`${api}/v2/auth/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, code: ((await res.json()) as { code?: string }).code };
      } catch (error) {
        return { refused: String(error) };
      }
    },
    { api: TOPOLOGY.origin, body: ATTEMPT },
  );
}

test('the API answers an origin of CORS_ORIGINS across origins and refuses any other', async ({
  page,
}) => {
  // The releases origin is in CORS_ORIGINS: its page reads the API's answer.
  expect(await loginFrom(page, `${TOPOLOGY.releasesOrigin}/profiles/v1/mf-manifest.json`)).toEqual({
    status: 401,
    code: 'IDENTIFIERS_NOT_RECOGNIZED',
  });
  // A replica's own origin is not: the browser refuses.
  const refused = await loginFrom(page, `${TOPOLOGY.replicas[0]!.url}/readyz`);
  expect(refused).toMatchObject({ refused: expect.stringContaining('Failed to fetch') });

  // The preflight is cached and never allows credentials (Bearer only, no cookies).
  const preflight = await call(`${TOPOLOGY.origin}/v2/users/me`, {
    method: 'OPTIONS',
    headers: {
      origin: TOPOLOGY.releasesOrigin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe(TOPOLOGY.releasesOrigin);
  expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(0);
  expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

  // nginx lets any origin load the remotes it serves (public files), and nothing else.
  const manifest = await call(`${TOPOLOGY.origin}/remotes/auth/mf-manifest.json`, {
    headers: { origin: 'https://elsewhere.example.com' },
  });
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  const config = await call(`${TOPOLOGY.origin}/runtime-config.json`, {
    headers: { origin: 'https://elsewhere.example.com' },
  });
  expect(config.status).toBe(200);
  expect(config.headers['access-control-allow-origin']).toBeUndefined();
});

test('a team releases the profiles remote, then rolls it back by changing one URL in the runtime config', async ({
  page,
}) => {
  const original = readFileSync(TOPOLOGY.runtimeConfigFile, 'utf8');
  const useRelease = (release: string) => {
    const config = JSON.parse(original) as { remotes: Record<string, string> };
    config.remotes.profiles = `${TOPOLOGY.releasesOrigin}/profiles/${release}/mf-manifest.json`;
    writeFileSync(TOPOLOGY.runtimeConfigFile, JSON.stringify(config));
  };
  const account = await customer('release');
  const title = (name: string) => page.getByRole('heading', { name, exact: true });
  try {
    await logIn(page, account);
    await expect(title(t('profiles.list.title'))).toBeVisible();

    useRelease('v2');
    await page.reload();
    await expect(title(TOPOLOGY.releaseMarker)).toBeVisible();

    // The rollback: the previous release's URL again, nothing rebuilt or redeployed.
    useRelease('v1');
    await page.reload();
    await expect(title(t('profiles.list.title'))).toBeVisible();
    await expect(title(TOPOLOGY.releaseMarker)).toHaveCount(0);
  } finally {
    writeFileSync(TOPOLOGY.runtimeConfigFile, original);
  }
});
