import { expect, test, type Page } from '@playwright/test';
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

  test('a cold /checkout does not shift under a slow CPU', async ({ page }) => {
    const shift = await shiftOfLoad(page, '#/checkout', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(LIMIT);
  });
});
