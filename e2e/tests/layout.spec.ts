import { expect, test } from '../support/test';
import { LOCALE_TAGS, LOCALES, type Locale } from '@portal/shared/i18n/locales';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

test.use({ viewport: { width: 375, height: 760 } });

test('on a phone the portal fits the screen, even in German', async ({ page }) => {
  await logIn(page);
  await expectPortal(page);
  await page.getByLabel(t('shell.header.language')).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('tab', { name: 'Einstellungen' })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone each profile row's four actions sit on two lines of two, whole, in every language", async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  // The demo customer's profiles (the region's name changes with the language, the names do not).
  const list = page.getByRole('list').filter({ hasText: 'Jordan Miller' });
  await expect(list).toBeVisible();
  // German first: its "Bearbeiten" and "Löschen" are the longest.
  for (const locale of ['de', ...LOCALES.filter((other) => other !== 'de')]) {
    await page.locator('header').getByRole('combobox').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale as Locale]);
    const rows = await list.getByRole('listitem').all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // The row's four actions (Text app, Preview, Edit, Delete; the selection box is an input);
      // a profile's video link sits on its details line, not with them.
      const boxes = await row.locator('button, a:not([href*="/video/"])').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(element);
          return {
            top: Math.round(box.top),
            left: box.left,
            right: box.right,
            // A label cut or wrapped inside its button is no cleaner than a wrapped button.
            clipped: element.scrollWidth > element.clientWidth || text.getClientRects().length > 1,
          };
        }),
      );
      expect(boxes, locale).toHaveLength(4);
      const lines = new Map<number, number>();
      for (const box of boxes) lines.set(box.top, (lines.get(box.top) ?? 0) + 1);
      expect([...lines.values()], `${locale}: two lines of two`).toEqual([2, 2]);
      for (const box of boxes) {
        expect(box.left, locale).toBeGreaterThanOrEqual(0);
        expect(box.right, locale).toBeLessThanOrEqual(375);
        expect(box.clipped, locale).toBe(false);
      }
      for (const video of await row.locator('a[href*="/video/"]').all()) {
        const box = (await video.boundingBox())!;
        expect(box.x + box.width, `${locale}: the video link whole`).toBeLessThanOrEqual(375);
      }
    }
  }
});
