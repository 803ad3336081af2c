import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

// Layout shift of a cold deep link on a phone with a slow CPU (the Lighthouse mobile screen and
// throttling): the frame painted from index.html, then each remote, must not move what is already on
// screen. A layout property, not a timing: the space of what loads later is reserved up front.
test.use({ viewport: { width: 412, height: 823 } });

const LIMIT = 0.02;

async function shiftOfLoad(page: Page, hash: string, ready: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('about:blank');
  await page.goto(`/${hash}`);
  await ready();
  await page.waitForLoadState('networkidle');
  const { value, sources } = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }>((resolve) => {
        type Shift = {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as unknown as Shift[]).filter((s) => !s.hadRecentInput);
          const describe = (node?: Node) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : String(node?.nodeName);
          resolve({
            value: shifts.reduce((sum, s) => sum + s.value, 0),
            sources: shifts.flatMap((s) =>
              s.sources.map(
                (source) =>
                  `${s.value.toFixed(4)} ${describe(source.node)} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ value: 0, sources: [] }), 1000);
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  test.info().annotations.push({ type: 'layout shift', description: value.toFixed(4) });
  return { value, sources };
}

test('a cold /login does not shift under a slow CPU', async ({ page }) => {
  const shift = await shiftOfLoad(page, '#/login', () =>
    expect(page.getByLabel(t('auth.field.email'), { exact: true })).toBeVisible(),
  );
  expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(LIMIT);
});

test.describe('signed in as the demo customer', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
    await expectPortal(page);
  });

  test('a cold /additional-info does not shift under a slow CPU', async ({ page }) => {
    const shift = await shiftOfLoad(page, '#/additional-info', () => expectPortal(page));
    expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(LIMIT);
  });

  // On a loaded phone the skeleton is painted before the answers come, then the account and the
  // list arrive one after the other (CI saw the apps card pushed down): each answer is held here
  // until the frame before it is on screen, in both orders.
  for (const first of ['account', 'list'] as const) {
    test(`the users tab does not move when the ${first} arrives first`, async ({ page }) => {
      const held = {
        account: holdResponses(page, /\/v2\/users\/me$/),
        list: holdResponses(page, /\/v2\/users\/me\/users(\?|$)/),
      };
      await Promise.all(Object.values(held).map((hold) => hold.installed));
      await page.reload();
      await startCountingShifts(page);
      const list = page.getByRole('region', { name: t('profiles.list.title') });
      await expect(list.getByRole('status', { name: t('common.loading') })).toBeVisible();
      await held[first].release();
      await settle(page);
      // The other answer is still held: the list still says it is loading.
      await expect(list.getByRole('status', { name: t('common.loading') })).toBeVisible();
      await held[first === 'account' ? 'list' : 'account'].release();
      await expect(list.getByText('Jordan Miller')).toBeVisible();
      await settle(page);
      const shift = await countedShifts(page);
      expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(LIMIT);
    });
  }

  test('a cold /checkout does not shift under a slow CPU', async ({ page }) => {
    const shift = await shiftOfLoad(page, '#/checkout', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(LIMIT);
  });
});

/** Holds every response of `url` until released (then lets them all through, and later ones too). */
function holdResponses(page: Page, url: RegExp) {
  let open = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const installed = page.route(url, async (route) => {
    if (!open) await released;
    await route.continue();
  });
  return {
    installed,
    release: async () => {
      open = true;
      release();
    },
  };
}

/** Two frames: what the last answer changed is laid out and painted. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

async function startCountingShifts(page: Page) {
  await page.evaluate(() => {
    const counted: string[] = [];
    let value = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        value += entry.value;
        for (const source of entry.sources) {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : String(node?.nodeName);
          counted.push(
            `${entry.value.toFixed(4)} ${name} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift' });
    (window as unknown as { shifts: () => { value: number; sources: string[] } }).shifts = () => ({
      value,
      sources: counted,
    });
  });
}

function countedShifts(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { shifts: () => { value: number; sources: string[] } }).shifts(),
  );
}
