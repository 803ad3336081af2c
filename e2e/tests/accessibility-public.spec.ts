import { test } from '@playwright/test';
import { LOCALE_TAGS, LOCALES } from '@portal/shared/i18n/locales';
import { expectRoutesAccessible, PUBLIC_ROUTES, VIEWPORTS } from '../support/accessibility';

// The pages before signing in, in every language; the portal's own pages: accessibility-portal.
for (const locale of LOCALES) {
  test.describe(`${LOCALE_TAGS[locale]}, at ${VIEWPORTS.map((v) => v.width).join(' and ')} px`, () => {
    test.use({ locale: LOCALE_TAGS[locale] });

    test('public pages have no accessibility violations', async ({ page }) => {
      test.setTimeout(120_000);
      await expectRoutesAccessible(page, PUBLIC_ROUTES);
    });
  });
}
