import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LOCALE_TAGS, LOCALES, type Locale } from '@portal/shared/i18n/locales';
import billingEn from '@portal/shared/i18n/delivery/billing/en-us';
import { cardBrandName } from '@portal/shared/payments/card';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t, tIn } from '../support/i18n';
import { REPO_ROOT } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

const SCREENSHOTS_DIR = join(REPO_ROOT, 'e2e', 'screenshots');

/** The billing portal's texts (served by the API from its own catalogue). */
const portalT = (id: keyof typeof billingEn) => billingEn[id];

async function expectNoAxeViolations(page: Page) {
  expect((await axe(page).analyze()).violations).toEqual([]);
}

/**
 * What a person sees of the header and the tabs: the language select wide enough for the name it
 * shows, the brand's link on screen, every tab's label whole and inside the screen.
 */
async function headerAndTabsWhole(page: Page, locale: Locale, width: number) {
  const say = tIn(locale);
  const select = page
    .locator('header')
    .getByRole('combobox', { name: say('shell.header.language') });
  const room = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = element.selectedOptions[0]!.text;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const inner =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // The menu's arrow takes about a character of the inner width.
    return inner - text;
  });
  expect(room, `${locale}: the language's name fits its select`).toBeGreaterThanOrEqual(8);

  const brand = page.getByRole('link', { name: say('common.productName') });
  await expect(brand).toBeVisible();
  const mark = await brand.locator('svg').boundingBox();
  expect(mark?.width, `${locale}: the brand mark`).toBeGreaterThan(20);
  expect(mark!.x).toBeGreaterThanOrEqual(0);

  // The owner's tabs (the demo customer's login): every tab of the frame (issue 37).
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(
    (['users', 'billing', 'settings', 'activity'] as const).map((id) => say(`shell.tabs.${id}`)),
  );
  for (const tab of await tabs.all()) {
    const shown = await tab.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const list = element.parentElement!.getBoundingClientRect();
      return {
        whole: element.scrollWidth <= element.clientWidth,
        inside: box.left >= list.left - 0.5 && box.right <= list.right + 0.5,
        onScreen: box.right <= window.innerWidth,
      };
    });
    expect(shown, `${locale}: ${await tab.textContent()} at ${width} px`).toEqual({
      whole: true,
      inside: true,
      onScreen: true,
    });
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${locale}: the page fits the screen`).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the header shows the language, the brand and every tab whole, in every language', async ({
      page,
    }) => {
      await logIn(page);
      await expectPortal(page);
      // German first: its "Einstellungen" is the longest third tab.
      for (const locale of ['de', ...LOCALES.filter((other) => other !== 'de')] as Locale[]) {
        const before = await page.locator('html').getAttribute('lang');
        const select = page.locator('header').getByRole('combobox');
        await select.selectOption(locale);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
        await expect(select).toHaveValue(locale);
        await expect(
          page.getByRole('tab', { name: tIn(locale)('shell.tabs.settings') }),
        ).toBeVisible();
        await headerAndTabsWhole(page, locale, viewport.width);
        if (viewport.width === 390) {
          await page.screenshot({
            path: join(SCREENSHOTS_DIR, `header-${locale}-390.png`),
            clip: { x: 0, y: 0, width: 390, height: 260 },
          });
        }
        if (locale === 'de') await expectNoAxeViolations(page);
        expect(before).not.toBeNull();
      }
    });

    test('the offline alert shows while the connection is lost and goes when it is back', async ({
      page,
      context,
    }) => {
      await logIn(page);
      await expectPortal(page);
      // The users tab has loaded, pictures included: the connection is lost with nothing on its way.
      await expect(page.getByText('Jordan Miller').first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true);
      const offline = page.getByRole('alert').filter({ hasText: t('shell.offline') });
      await expect(offline).toHaveCount(0);
      await context.setOffline(true);
      await expect(offline).toBeVisible();
      await expectNoAxeViolations(page);
      await context.setOffline(false);
      await expect(offline).toHaveCount(0);
      // The portal still works once back online.
      await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { name: t('account.settings.title') }),
      ).toBeVisible();
    });

    test('2.5 users asks for a whole number', async ({ page }) => {
      await page.goto('/#/checkout');
      const users = page.getByLabel(t('checkout.options.users'), { exact: true });
      await users.fill('2.5');
      await page.getByRole('button', { name: t('checkout.next') }).click();
      await expect(page.getByText(t('validation.users.whole'))).toBeVisible();
      await expect(page.getByText(t('validation.users.min'))).toHaveCount(0);
      await expect(users).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('the billing portal names the card "Visa" and refuses to send a customer to another site', async ({
      page,
      request,
    }) => {
      const customer = await paidCustomer(request, '4242 4242 4242 4242');
      await logIn(page, customer);
      await expectPortal(page);
      await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
      const popup = page.waitForEvent('popup');
      await page
        .getByRole('button', { name: t('account.billing.changePayment'), exact: true })
        .click();
      const portal = await popup;
      await expect(
        portal.getByRole('heading', { level: 1, name: portalT('billing.portal.title') }),
      ).toBeVisible();
      await expect(portal.getByText(`${cardBrandName('visa')} •••• 4242`)).toBeVisible();
      // The brand (its mark), and the way back to the portal.
      await expect(portal.getByRole('banner').locator('svg')).toBeVisible();
      await expect(
        portal.getByRole('link', { name: portalT('billing.portal.back') }),
      ).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\//);
      // The plan form's button sits on its fields' line, not under them.
      const field = await portal.getByLabel(portalT('billing.portal.interval')).boundingBox();
      const button = await portal
        .getByRole('button', { name: portalT('billing.portal.preview') })
        .boundingBox();
      if (viewport.width > 600) {
        expect(
          Math.abs(field!.y + field!.height - (button!.y + button!.height)),
        ).toBeLessThanOrEqual(1);
      }
      await expectNoAxeViolations(portal);
      // No request of the page failed (a missing favicon or style would).
      const favicon = await portal.locator('link[rel="icon"]').getAttribute('href');
      expect(favicon).toBeTruthy();

      // A link to the billing portal that would send the customer back to another site: refused.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const foreign = await page.request.post('/payments/portal/session', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        data: { returnUrl: 'https://portal.example.net/#/additional-info?billing=true' },
      });
      expect(foreign.status()).toBe(400);
      expect((await foreign.json()).message).toBe(portalT('billing.portal.returnUrlForeign'));
    });
  });
}

test("a remote's own page reads the runtime config where it is, without a request that fails", async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
  });
  await logIn(page);
  await expectPortal(page);
  await page.goto('/remotes/profiles/index.html#/additional-info');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
