import { test } from '../support/test';
import { LOCALE_TAGS, LOCALES } from '@portal/shared/i18n/locales';
import { expectRoutesAccessible, PUBLIC_ROUTES, VIEWPORTS } from '../support/accessibility';

// The pages before signing in, in every language; the portal's own pages: accessibility-portal.
for (const locale of LOCALES) {
  test.describe(`${LOCALE_TAGS[locale]}, at ${VIEWPORTS.map((v) => v.width).join(' and ')} px`, () => {
    test.use({ locale: LOCALE_TAGS[locale] });

    test('public pages have no accessibility violations', async ({ page, browserErrors }) => {
      test.setTimeout(120_000);
      // The invitation link of the list is none: its page says so.
      browserErrors.refused(404, '/v2/invitations/inv-1');
      await expectRoutesAccessible(page, PUBLIC_ROUTES);
    });
  });
}
