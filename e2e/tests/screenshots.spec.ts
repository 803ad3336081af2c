import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { tIn } from '../support/i18n';
import { DEMO, REPO_ROOT } from '../support/paths';

/** Where the run leaves its pictures of the main screens (CI keeps the folder as an artefact). */
const SCREENSHOTS_DIR = join(REPO_ROOT, 'e2e', 'screenshots');

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Every picture on the page loaded and decoded. Network idleness is not enough: an <img> appears
 * only once its address has come back (the profile pictures' signed URLs, the QR codes drawn
 * after a lazy import), and a loaded picture may not be decoded yet; either way the shot showed
 * an empty circle or frame instead.
 */
async function picturesDrawn(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() =>
    Promise.all(Array.from(document.images).map((image) => image.decode())),
  );
}

async function shoot(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await picturesDrawn(page);
  // A picture is only worth keeping if the screen fits its width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const { width } = page.viewportSize()!;
  const locale = await page.locator('html').getAttribute('lang');
  // From the end of the page, a bar sticky to the screen's bottom (the wizard's moves) is drawn in
  // its own place, not over the middle of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-${locale}-${width}.png`),
    fullPage: true,
  });
}

for (const locale of ['en-us', 'de'] as const) {
  for (const viewport of WIDTHS) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ locale: LOCALE_TAGS[locale], viewport });
      const t = tIn(locale);

      test('pictures of the main screens', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto('/#/login');
        await shoot(page, 'login');
        await page.goto('/#/checkout');
        // The price summary with its total, not the moment the price is being asked for.
        await expect(page.getByText(t('checkout.summary.updating'))).toHaveCount(0);
        await shoot(page, 'checkout');

        await page.goto('/#/login');
        await page.getByLabel(t('auth.field.email'), { exact: true }).fill(DEMO.email);
        await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
        await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
        await expect(page).toHaveURL(/#\/additional-info/);
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        // Both sample profiles' pictures (initials until their addresses arrive) and both QR codes.
        const profiles = page.getByRole('region', { name: t('profiles.list.title') });
        await expect(profiles.getByRole('listitem').locator('img')).toHaveCount(2);
        // The codes are drawn once they come on screen (on a phone one under the other, and the
        // list above may still grow as its rows arrive): each is brought into view until both are.
        const apps = page.getByRole('region', { name: t('profiles.apps.title') });
        const codes = page.getByRole('img', {
          name: new RegExp(t('profiles.apps.qr', { store: '.+' })),
        });
        await expect(async () => {
          for (const code of await apps.getByRole('figure').all()) {
            await code.scrollIntoViewIfNeeded();
          }
          await expect(codes).toHaveCount(2, { timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
        await shoot(page, 'users');
        for (const tab of ['billing', 'settings']) {
          await page.goto(`/#/additional-info?tab=${tab}`);
          await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
          await shoot(page, tab);
        }
        await page.goto('/#/user/new');
        await shoot(page, 'profile-wizard');
      });
    });
  }
}
