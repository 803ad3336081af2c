import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t, tIn } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

/** The page as index.html paints it before any script of the app has run. */
async function frameOnly(page: Page) {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/#/login');
}

// Most tests here stop the app's script to see the page before it: that request fails on purpose.
test.beforeEach(({ browserErrors }) => browserErrors.expect(/\/main\.[0-9a-f]+\.js\b/));

async function boxes(page: Page) {
  return {
    header: await page.getByRole('banner').boundingBox(),
    footer: await page.getByRole('contentinfo').boundingBox(),
  };
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test("the first paint shows the portal's frame in the visitor's language", async ({ page }) => {
    await frameOnly(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('link', { name: 'Portail Client Property Video' })).toBeVisible();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
    await expect(page.getByRole('contentinfo')).toContainText('Écrivez-nous à');
  });
});

test("the frame's inline styles hold each rule once, so every style pass of the page stays short", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const rules: string[] = css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
  // A keyframe step (`to{...}`) may repeat from one animation to another.
  const repeated = rules.filter(
    (rule, index) => rules.indexOf(rule) !== index && !/^\s*(from|to|[\d.]+%)\s*\{/.test(rule),
  );
  expect(rules.length).toBeGreaterThan(50);
  expect(repeated, 'rules inlined more than once').toEqual([]);
});

test('a language chosen before wins over the browser', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await frameOnly(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
});

test.describe('on a phone (the Lighthouse mobile screen)', () => {
  // The frame paints the header where React keeps it; the content fills the screen, so the contact
  // block starts below the fold and stays there whatever the route renders.
  test.use({ viewport: { width: 412, height: 823 } });

  test('React replaces the frame without moving the header or the contact block', async ({
    page,
  }) => {
    await frameOnly(page);
    const frame = await boxes(page);
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);

    await page.reload();
    await expect(page.getByLabel(t('auth.field.email'))).toBeVisible();
    const app = await boxes(page);
    expect(app.header).toEqual(frame.header);
    expect(app.footer!.y).toBeGreaterThanOrEqual(frame.footer!.y);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number }[];
            resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    // layout-shift.spec.ts holds the three deep links to 0.02 under a slow CPU; this load as well.
    expect(shifts).toBeLessThanOrEqual(0.02);
  });
});

/** The deep links of the performance budget: the page's h1, its remote, what shows the page is in. */
const fr = tIn('fr');
const PAGES = [
  {
    hash: '#/login',
    signedIn: false,
    heading: fr('shell.heading.login'),
    remote: 'auth',
    ready: (page: Page) => page.getByLabel(fr('auth.field.email'), { exact: true }),
  },
  {
    hash: '#/checkout',
    signedIn: true,
    heading: fr('shell.heading.checkout'),
    remote: 'checkout',
    ready: (page: Page) => page.getByRole('list', { name: fr('checkout.steps') }),
  },
  {
    hash: '#/additional-info',
    signedIn: true,
    heading: fr('shell.frame.title'),
    remote: 'profiles',
    ready: (page: Page) => page.getByRole('link', { name: fr('profiles.add'), exact: true }),
  },
] as const;

/** Opens a deep link in a new document (not a hash change of the page already open). */
async function open(page: Page, hash: string) {
  await page.goto('about:blank');
  await page.goto(`/${hash}`);
}

test.describe("the route's title in the first paint, in French", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { hash, signedIn, heading, remote, ready } of PAGES) {
    test(`${hash}${signedIn ? ' signed in' : ''}: painted before any script of the app, kept in place by React`, async ({
      page,
    }) => {
      if (signedIn) {
        await logIn(page);
        await expectPortal(page);
      }
      // The saved choice: the frame and the app both take it.
      // The portal's pages only (about:blank, opened first, has no storage).
      await page.addInitScript(() => {
        if (location.protocol !== 'about:') localStorage.setItem('locale', 'fr');
      });
      // Screen readers meet one h1 at any time: the most the document held while it loaded.
      await page.addInitScript(() => {
        const win = window as unknown as { mostH1: number };
        win.mostH1 = 0;
        new MutationObserver(() => {
          win.mostH1 = Math.max(win.mostH1, document.querySelectorAll('h1').length);
        }).observe(document, { childList: true, subtree: true });
      });
      const h1 = page.getByRole('heading', { level: 1 });

      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await open(page, hash);
      await expect(h1).toHaveText(heading);
      await expect(h1).toBeVisible();
      const painted = await h1.boundingBox();
      await page.unroute(/\/main\.[0-9a-f]+\.js$/);

      // While the page's remote loads, React shows the same title in the same place.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/remotes/${remote}/**`, async (route) => {
        await held;
        await route.fallback();
      });
      await open(page, hash);
      const reactTitle = page.locator('#main h1:not([data-first-paint-heading])');
      await expect(reactTitle).toHaveText(heading);
      expect(await reactTitle.boundingBox()).toEqual(painted);
      release();

      const content: Locator = ready(page);
      await expect(content).toBeVisible();
      await expect(h1).toHaveText(heading);
      expect(await h1.boundingBox()).toEqual(painted);
      expect(await page.evaluate(() => (window as unknown as { mostH1: number }).mostH1)).toBe(1);
    });
  }

  test('inside the mobile app the frame paints no title (the app opens pages without chrome)', async ({
    page,
  }) => {
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await open(page, '#/login?webview=true');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('a protected page without a stored session paints the login title, where login shows it', async ({
    page,
  }) => {
    // The portal's pages only (about:blank, opened first, has no storage).
    await page.addInitScript(() => {
      if (location.protocol !== 'about:') localStorage.setItem('locale', 'fr');
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await open(page, '#/additional-info');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(fr('shell.heading.login'));
    const painted = await h1.boundingBox();
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);

    await open(page, '#/additional-info');
    await expect(page.getByLabel(fr('auth.field.email'), { exact: true })).toBeVisible();
    await expect(h1).toHaveText(fr('shell.heading.login'));
    expect(await h1.boundingBox()).toEqual(painted);
  });
});
