import { expect, test } from '../support/test';
import type { Locator } from '@playwright/test';
import { tIn } from '../support/i18n';

/** Whether the element draws a focus ring (the kit's box-shadow, or a visible outline). */
const ring = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return style.boxShadow !== 'none' || (outline && parseFloat(style.outlineWidth) > 0);
  });

// Spec-level accessibility: every route names itself in document.title in the active language,
// and after a change of page the keyboard and the screen reader start from the new page's h1.
for (const [locale, browserLocale] of [
  ['en-us', 'en-US'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`in ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    const t = tIn(locale);
    const title = (id: Parameters<typeof t>[0]) => t('shell.documentTitle', { page: t(id) });

    test('a route change moves focus to the h1 and sets the title', async ({ page }) => {
      await page.goto('/#/login');
      await expect(page).toHaveTitle(title('shell.title.login'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('shell.heading.login'));

      await page.getByRole('link', { name: t('auth.login.forgot') }).click();
      await expect(page).toHaveURL(/#\/forgot$/);
      await expect(page).toHaveTitle(title('shell.title.forgot'));
      const forgot = page.getByRole('heading', { level: 1 });
      await expect(forgot).toHaveText(t('auth.forgot.title'));
      await expect(forgot).toBeFocused();
      await expect(page.locator('h1')).toHaveCount(1);

      // Back to a page of another remote, through the browser's history.
      await page.goBack();
      // By keyboard this time: the heading that takes the focus draws no ring (it is no control).
      await page.getByRole('link', { name: t('auth.login.subscribe') }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle(title('shell.title.checkout'));
      const checkout = page.getByRole('heading', { level: 1 });
      await expect(checkout).toBeFocused();
      expect(await ring(checkout)).toBe(false);

      // Tab the keyboard onwards: it starts from the heading, inside the page, not from the header,
      // and the control it reaches shows its ring.
      await page.keyboard.press('Tab');
      const insideMain = await page.evaluate(() => !!document.activeElement?.closest('#main'));
      expect(insideMain).toBe(true);
      expect(await ring(page.locator(':focus'))).toBe(true);
    });
  });
}
