import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LOCALE_TAGS, LOCALES } from '@portal/shared/i18n/locales';
import { tIn } from '../support/i18n';
import { DEMO } from '../support/paths';
import { axe } from '../support/axe';

// Every route, checked by axe-core in every language of the portal, on a desktop and a phone.
const PUBLIC_ROUTES = [
  '/login',
  '/create-account',
  '/forgot',
  '/recover',
  '/checkout',
  '/user/new?invitation=inv-1',
];
const PORTAL_ROUTES = [
  '/additional-info',
  '/additional-info?tab=billing',
  '/additional-info?tab=settings',
  '/user/new',
  '/video/abc123',
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function expectNoViolations(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The portal frame's tabs load their remote after the frame's own heading.
  if (route.startsWith('/additional-info')) {
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  // Only violations are reported in full: collecting every passing node would double axe's time.
  const { violations } = await axe(page).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `${route} at ${page.viewportSize()?.width} px: ${found.join('\n')}`).toEqual([]);
}

/** Each route at each width, the page resized in place (a phone turned desktop shows the same faults). */
async function expectRoutesAccessible(page: Page, routes: readonly string[]) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const route of routes) await expectNoViolations(page, route);
  }
}

for (const locale of LOCALES) {
  const browserLocale = LOCALE_TAGS[locale];
  test.describe(`${browserLocale}, at ${VIEWPORTS.map((v) => `${v.width}`).join(' and ')} px`, () => {
    test.use({ locale: browserLocale });
    const t = tIn(locale);

    test('public pages have no accessibility violations', async ({ page }) => {
      test.setTimeout(120_000);
      await expectRoutesAccessible(page, PUBLIC_ROUTES);
    });

    test('portal pages have no accessibility violations', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/#/login');
      await page.getByLabel(t('auth.field.email')).fill(DEMO.email);
      await page.getByLabel(t('auth.field.password'), { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/#\/additional-info/);
      await expectRoutesAccessible(page, PORTAL_ROUTES);
    });
  });
}
