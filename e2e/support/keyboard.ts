import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user does; fails when
 * the target cannot be reached within `max` presses (a trap, or an element out of the tab order).
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${max} presses of Tab`).toBeFocused();
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
