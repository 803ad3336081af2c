import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { logIn } from '../support/session';
import { TOPOLOGY, bearer, call, customer } from './topology';

// Last spec of the run: it kills a replica for good.
test('stopping a replica mid-run loses no retryable request and no session', async ({ page }) => {
  const account = await customer('failover');
  await logIn(page, account);
  await expect(
    page.getByRole('heading', { name: t('profiles.list.title'), exact: true }),
  ).toBeVisible();
  const session = await page.evaluate(() => ({
    id: localStorage.getItem('id')!,
    token: localStorage.getItem('token')!,
    refreshToken: localStorage.getItem('refreshToken')!,
  }));

  // Four clients reading through nginx without pause while the second replica dies (no drain).
  const statuses: number[] = [];
  let reading = true;
  const reader = async () => {
    while (reading) {
      const res = await call(`${TOPOLOGY.origin}/v2/users/me`, { headers: bearer(session.token) });
      statuses.push(res.status);
    }
  };
  const readers = Array.from({ length: 4 }, reader);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = statuses.length;
  process.kill(TOPOLOGY.replicas[1]!.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  reading = false;
  await Promise.all(readers);
  expect(before).toBeGreaterThan(0);
  expect(statuses.length).toBeGreaterThan(before + 10);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // Some of them were on the dying replica when it went: nginx sent them to the other one.
  const stopped = new URL(TOPOLOGY.replicas[1]!.url).host;
  const cut = readFileSync(TOPOLOGY.errorLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`upstream: "http://${stopped}/v2/users/me"`));
  expect(cut.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () =>
        (await call(`${TOPOLOGY.replicas[1]!.url}/readyz`).catch(() => null))?.status ?? 'down',
    )
    .toBe('down');

  // The session lives on: the page reloads into the portal and its refresh token still works.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: t('profiles.list.title'), exact: true }),
  ).toBeVisible();
  const current = await page.evaluate(() => ({
    id: localStorage.getItem('id')!,
    refreshToken: localStorage.getItem('refreshToken')!,
  }));
  const refresh = await call(`${TOPOLOGY.origin}/v2/auth/refreshtoken`, {
    method: 'POST',
    body: current,
  });
  expect(refresh.status).toBe(200);
  const { token } = JSON.parse(refresh.body) as { token: string };
  expect((await call(`${TOPOLOGY.origin}/v2/users/me`, { headers: bearer(token) })).status).toBe(
    200,
  );
});
