import { expect, test, type Page } from '@playwright/test';
import { t } from '../support/i18n';

/** The page as index.html paints it before any script of the app has run. */
async function frameOnly(page: Page) {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/#/login');
}

async function boxes(page: Page) {
  return {
    header: await page.getByRole('banner').boundingBox(),
    footer: await page.getByRole('contentinfo').boundingBox(),
  };
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test("the first paint shows the portal's frame in the visitor's language", async ({ page }) => {
    await frameOnly(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('link', { name: 'Portail client Property Video' })).toBeVisible();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
    await expect(page.getByRole('contentinfo')).toContainText('Écrivez-nous à');
  });
});

test('a language chosen before wins over the browser', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await frameOnly(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
});

test.describe('on a phone (the Lighthouse mobile screen)', () => {
  // The frame paints the header where React keeps it; the content fills the screen, so the contact
  // block starts below the fold and stays there whatever the route renders.
  test.use({ viewport: { width: 412, height: 823 } });

  test('React replaces the frame without moving the header or the contact block', async ({
    page,
  }) => {
    await frameOnly(page);
    const frame = await boxes(page);
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);

    await page.reload();
    await expect(page.getByLabel(t('auth.field.email'))).toBeVisible();
    const app = await boxes(page);
    expect(app.header).toEqual(frame.header);
    expect(app.footer!.y).toBeGreaterThanOrEqual(frame.footer!.y);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number }[];
            resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    // layout-shift.spec.ts holds the three deep links to 0.02 under a slow CPU; this load as well.
    expect(shifts).toBeLessThanOrEqual(0.02);
  });
});
