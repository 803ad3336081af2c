import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordRequests, requestPhases } from '../../scripts/request-phases.mjs';
import { next } from '../support/checkout';
import { t } from '../support/i18n';

/**
 * The round trips before a page is usable, counted from the requests Chromium sends (not timed, so
 * the counts hold on a loaded machine): the page, then everything the first screen needs side by
 * side (main.js, the shared chunks, the route's remote), then at most one more (the language
 * catalogues the scripts ask for). See scripts/request-phases.mjs for how a phase is counted.
 */
async function phasesUntil(page: Page, hash: string, ready: string) {
  const recording = await recordRequests(page);
  await page.goto(`/${hash}`);
  const readyAt = await (
    await page.waitForFunction(
      (selector) =>
        document.querySelector(selector) ? performance.timeOrigin + performance.now() : 0,
      ready,
      { polling: 'raf' },
    )
  ).jsonValue();
  await page.waitForLoadState('networkidle');
  return requestPhases(await recording.stop(), { untilWallTimeMs: readyAt });
}

test('the login form comes after at most 3 request phases, each file fetched once', async ({
  page,
}) => {
  const { depth, chain, duplicates } = await phasesUntil(
    page,
    '#/login',
    'form input[type="email"]',
  );
  await expect(page.getByLabel(t('auth.field.email'))).toBeVisible();
  // A preload the later request does not take (other mode or credentials) is a second download.
  expect(duplicates, 'URLs fetched more than once').toEqual([]);
  expect(depth, `the longest chain: ${chain.join(' → ')}`).toBeLessThanOrEqual(3);
});

test('a deep link to another remote loads it as early: the checkout', async ({ page }) => {
  const { depth, chain, duplicates } = await phasesUntil(page, '#/checkout', 'form input');
  await expect(next(page)).toBeVisible();
  expect(duplicates, 'URLs fetched more than once').toEqual([]);
  expect(depth, `the longest chain: ${chain.join(' → ')}`).toBeLessThanOrEqual(3);
});
