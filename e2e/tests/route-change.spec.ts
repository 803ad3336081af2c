import { expect, test } from '@playwright/test';
import { tIn } from '../support/i18n';

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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.login.title'));

      await page.getByRole('link', { name: t('auth.login.forgot') }).click();
      await expect(page).toHaveURL(/#\/forgot$/);
      await expect(page).toHaveTitle(title('shell.title.forgot'));
      const forgot = page.getByRole('heading', { level: 1 });
      await expect(forgot).toHaveText(t('auth.forgot.title'));
      await expect(forgot).toBeFocused();
      await expect(page.locator('h1')).toHaveCount(1);

      // Back to a page of another remote, through the browser's history.
      await page.goBack();
      await page.getByRole('link', { name: t('auth.login.subscribe') }).click();
      await expect(page).toHaveTitle(title('shell.title.checkout'));
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      // Tab the keyboard onwards: it starts from the heading, inside the page, not from the header.
      await page.keyboard.press('Tab');
      const insideMain = await page.evaluate(() => !!document.activeElement?.closest('#main'));
      expect(insideMain).toBe(true);
    });
  });
}
