import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { LOCALE_TAGS, LOCALES, type Locale } from '@portal/shared/i18n/locales';
import { BILLING_PATH, ROUTE_PATHS } from '@portal/shared/routes/paths';
import { paidCustomer } from '../support/billing';
import { t, tIn } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

/**
 * Every page fits a phone of 320 to 390 px: no sideways scroll, and no element out of the screen
 * (a column of a table scrolled out of view counts: the customer does not see it), in every
 * language of the portal.
 */
const WIDTHS = [320, 390] as const;

type RoutePath = (typeof ROUTE_PATHS)[number];

/** Where each route of the table is opened: its addresses, found on the signed-in pages. */
interface Addresses {
  /** A profile's video and a profile, from the demo customer's users tab. */
  videoPath: string;
  userPath: string;
}
const ADDRESSES: Record<RoutePath, (found: Addresses) => string[]> = {
  '/login': () => ['/login'],
  '/create-account': () => ['/create-account'],
  '/forgot': () => ['/forgot'],
  '/recover': () => ['/recover'],
  '/join': () => ['/join'],
  '/second-factor-recovery': () => ['/second-factor-recovery?token=unknown'],
  '/checkout': () => ['/checkout'],
  // The frame's three tabs.
  '/additional-info': () => ['/additional-info', '/additional-info?tab=settings', BILLING_PATH],
  '/video/:videoId': ({ videoPath }) => [videoPath],
  '/user/:userId': ({ userPath }) => ['/user/new', userPath],
  '/brand-kit': () => ['/brand-kit'],
};
const SIGNED_OUT: RoutePath[] = [
  '/login',
  '/create-account',
  '/forgot',
  '/recover',
  '/join',
  '/second-factor-recovery',
  '/checkout',
];

/** What does not fit the screen's width: the page's sideways scroll and each element out of it. */
async function outOfScreen(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // An element cut by a box that hides its overflow (and fits) is not out of the screen; one in
    // a box that scrolls sideways is (the customer has to find it).
    const cutOff = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (!['hidden', 'clip'].includes(getComputedStyle(box).overflowX)) continue;
        const { left, right } = box.getBoundingClientRect();
        if (left >= -0.5 && right <= width + 0.5) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.localName}${classes}> "${text}" [${Math.round(left)}, ${Math.round(right)}]`;
    };
    const elements = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      return (box.left < -0.5 || box.right > width + 0.5) && !cutOff(element);
    });
    return {
      scroll: root.scrollWidth - width,
      // The outermost ones: their children say nothing more.
      elements: elements
        .filter(
          (element) => !elements.some((other) => other !== element && other.contains(element)),
        )
        .map(describe),
    };
  });
}

async function expectFits(page: Page, what: string) {
  // Soft: one run lists every page and language that does not fit.
  expect.soft(await outOfScreen(page), what).toEqual({ scroll: 0, elements: [] });
}

/** Picks a language in the header; its texts are on screen once the page's `lang` says so. */
async function chooseLanguage(page: Page, locale: Locale) {
  await page.locator('header').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
}

/** A page with its heading and nothing still loading. */
async function expectLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens each address and checks it in every language (German first: its words are the longest). */
async function expectAllFit(page: Page, addresses: string[], width: number) {
  for (const address of addresses) {
    await page.goto(`/#${address}`);
    // The language is chosen on the page the app has drawn (not on the first paint's frame).
    await expectLoaded(page);
    for (const locale of ['de', ...LOCALES.filter((other) => other !== 'de')] as Locale[]) {
      await chooseLanguage(page, locale);
      await expectLoaded(page);
      await expectFits(page, `${address} at ${width} px in ${locale}`);
    }
    await chooseLanguage(page, 'en-us');
  }
}

test('the test opens every route of the route table', () => {
  expect(Object.keys(ADDRESSES).sort()).toEqual([...ROUTE_PATHS].sort());
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test(`signed out, each page fits ${width} px in every language`, async ({ page }) => {
      test.setTimeout(90_000);
      const none = { videoPath: '', userPath: '' };
      await expectAllFit(
        page,
        SIGNED_OUT.flatMap((path) => ADDRESSES[path](none)),
        width,
      );
    });

    test(`signed in, each page fits ${width} px in every language`, async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page);
      await expectPortal(page);
      // The demo customer's sample profile with its video.
      const list = page.getByRole('list').filter({ hasText: 'Jordan Miller' });
      const row = list.getByRole('listitem').filter({ hasText: 'Jordan Miller' });
      const edit = row.getByRole('link', {
        name: t('profiles.edit.action', { name: 'Jordan Miller' }),
      });
      const address = async (link: Locator) => (await link.getAttribute('href'))!.replace(/^#/, '');
      const found = {
        videoPath: await address(row.locator('a[href*="/video/"]')),
        userPath: await address(edit),
      };
      const signedIn = ROUTE_PATHS.filter((path) => !SIGNED_OUT.includes(path));
      await expectAllFit(
        page,
        signedIn.flatMap((path) => ADDRESSES[path](found)),
        width,
      );
    });

    test(`the billing tab with invoices, and the billing window, fit ${width} px in every language`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await logIn(page, await paidCustomer(request, '4242 4242 4242 4242'));
      await expect(page).toHaveURL(/#\/additional-info/);
      await page.goto(`/#${BILLING_PATH}`);
      await expectLoaded(page);
      const invoices = page.getByRole('table');
      for (const locale of ['de', ...LOCALES.filter((other) => other !== 'de')] as Locale[]) {
        await chooseLanguage(page, locale);
        await expectLoaded(page);
        // The subscription with its buttons, and the invoice.
        const edit = page.getByRole('button', {
          name: tIn(locale)('account.billing.editSubscription'),
        });
        await expect(edit).toBeVisible();
        await expect(invoices.getByRole('row')).toHaveCount(2);
        await expectFits(page, `the billing tab at ${width} px in ${locale}`);

        // The billing window opens in the portal's language.
        const popup = page.waitForEvent('popup');
        await edit.click();
        const window = await popup;
        await expect(window.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
        await expect(window.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(window.getByRole('table').getByRole('row')).toHaveCount(1);
        await expectFits(window, `the billing window at ${width} px in ${locale}`);
        await window.close();
      }
    });
  });
}
