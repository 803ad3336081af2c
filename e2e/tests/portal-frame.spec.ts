import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { LOCALE_TAGS, LOCALES } from '@portal/shared/i18n/locales';
import { t, tIn } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

/** Where the keyboard focus is: in the overlay, the header, or the content behind the overlay. */
const focusArea = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'page';
    if (active.closest('[role="dialog"]')) return 'dialog';
    if (active.closest('header')) return 'header';
    if (active.closest('main, footer')) return 'behind';
    return active.tagName;
  });

test('the expired overlay keeps the focus off the content behind it', async ({ page }) => {
  // The demo account as the API sends it, with its subscription ended.
  await page.route('**/v2/users/me', async (route) => {
    const response = await route.fetch();
    const account = await response.json();
    await route.fulfill({
      response,
      json: {
        ...account,
        status: 'CANCELED',
        isValidSubscription: false,
        subscription: { ...account.subscription, status: 'CANCELED' },
      },
    });
  });
  await logIn(page);
  await expectPortal(page);

  const overlay = page.getByRole('dialog', { name: t('shell.expired.title') });
  const openBilling = overlay.getByRole('link', { name: t('shell.subscription.openBilling') });
  await expect(openBilling).toBeFocused();
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    seen.add(await focusArea(page));
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    seen.add(await focusArea(page));
  }
  expect([...seen]).not.toContain('behind');
  // The header stays usable (language, log out), and so does the way out: billing.
  expect(seen).toContain('header');
  expect(seen).toContain('dialog');
  await expect(page.getByRole('tab', { name: t('shell.tabs.users') })).toHaveAttribute(
    'tabindex',
    '0',
  );
  expect(await page.locator('main').getAttribute('inert')).not.toBeNull();

  await openBilling.click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('tab', { name: t('shell.tabs.billing') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await page.locator('main').getAttribute('inert')).toBeNull();
});

test('the users tab shows a skeleton, not "no profiles", while the account loads, then the list', async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v2/users/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();

  const list = page.getByRole('region', { name: t('profiles.list.title') });
  await expect(list.getByRole('status', { name: t('common.loading') })).toBeVisible();
  await expect(page.getByText(t('profiles.list.empty'))).toHaveCount(0);

  release();
  // The demo customer's sample profiles, never "no profiles".
  await expect(list.getByText('Jordan Miller')).toBeVisible();
  // The skeleton is gone (the bulk actions' live region stays, empty, to announce their results).
  await expect(list.getByRole('status', { name: t('common.loading') })).toHaveCount(0);
  await expect(page.getByText(t('profiles.list.empty'))).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`at ${width} px header, page, tabs and footer share one left edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page);
    await expectPortal(page);
    const left = async (locator: ReturnType<Page['locator']>) =>
      Math.round((await locator.first().boundingBox())!.x);
    const edges = {
      brand: await left(page.getByRole('link', { name: t('common.productName') })),
      title: await left(page.getByRole('heading', { level: 1 })),
      tabs: await left(page.getByRole('tablist')),
      footer: await left(page.getByRole('heading', { name: t('shell.contact.title') })),
    };
    expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1);
  });
}

/** The owner (the demo customer's login) may use every tab of the frame (issue 37), in this order. */
const OWNER_TABS = ['users', 'billing', 'settings', 'activity'] as const;

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("in every language the header is one short row, the tab bar as high, and each of the owner's tabs visible and reachable", async ({
    page,
  }) => {
    await logIn(page);
    await expectPortal(page);
    let barHeight: number | undefined;
    for (const locale of LOCALES) {
      await page.locator('header').getByRole('combobox').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);

      const header = (await page.locator('header').boundingBox())!;
      expect(header.height, locale).toBeLessThanOrEqual(64);

      // The owner's tabs, named in the page's language.
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(OWNER_TABS.map((id) => tIn(locale)(`shell.tabs.${id}`)));
      const list = page.getByRole('tablist');
      await tabs.first().click();
      // Nothing hidden in a strip that scrolls sideways.
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth), locale).toBe(false);
      // The bar is as high in every language: a longer word never pushes the page down.
      const height = Math.round((await list.boundingBox())!.height);
      barHeight ??= height;
      expect(height, locale).toBe(barHeight);

      for (let index = 0; index < OWNER_TABS.length; index++) {
        const tab = tabs.nth(index);
        if (index > 0) await page.keyboard.press('ArrowRight');
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // Whole, inside the screen.
        const box = (await tab.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= 375, `${locale} tab ${index}`).toBe(true);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, locale).toBeLessThanOrEqual(0);
    }
  });
});
