import { expect, test } from '../support/test';
import { LOCALE_TAGS, LOCALES } from '@portal/shared/i18n/locales';
import { expectRoutesAccessible, PORTAL_ROUTES, VIEWPORTS } from '../support/accessibility';
import { paidCustomer } from '../support/billing';
import { tIn } from '../support/i18n';
import { createProfileByApi } from '../support/profiles';

// The signed-in portal of a paying customer with two profiles, in every language (a customer of
// its own: the demo customer's other specs end its sessions); the public pages:
// accessibility-public.
for (const locale of LOCALES) {
  test.describe(`${LOCALE_TAGS[locale]}, at ${VIEWPORTS.map((v) => v.width).join(' and ')} px`, () => {
    test.use({ locale: LOCALE_TAGS[locale] });
    const t = tIn(locale);

    test('portal pages have no accessibility violations', async ({
      page,
      request,
      browserErrors,
    }) => {
      test.setTimeout(120_000);
      // The video of the list is none of the account's: its page says so.
      browserErrors.refused(404, '/v2/resources/assets/abc123');
      const customer = await paidCustomer(request, '4242 4242 4242 4242');
      const signedIn = await request.post('/v2/auth/email', { data: customer });
      const { token } = (await signedIn.json()) as { token: string };
      await createProfileByApi(request, token, 'Jane Agent');
      await createProfileByApi(request, token, 'Élodie Martin');
      await page.goto('/#/login');
      await page.getByLabel(t('auth.field.email')).fill(customer.email);
      await page.getByLabel(t('auth.field.password'), { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/#\/additional-info/);
      await expectRoutesAccessible(page, PORTAL_ROUTES);
    });
  });
}
