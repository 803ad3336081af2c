import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { largeCustomer } from '../support/profiles';

/** More profiles than several pages of the list (50 a page). */
const COUNT = 400;

test('a customer with hundreds of profiles: a window of rows, search by keyboard, more on scroll, axe clean', async ({
  page,
  request,
}) => {
  const { email, password } = await largeCustomer(request, COUNT);

  await logIn(page, { email, password });
  await expectPortal(page);
  const card = page.getByRole('region', { name: t('profiles.list.title') });
  const rows = card.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Only a window of the rows is in the page.
  expect(await rows.count()).toBeLessThan(60);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(COUNT));
  await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
  await expect(page.getByText(`${COUNT} used`)).toBeVisible();

  // Keyboard alone: to the search field, a name fragment, the count said politely.
  const search = card.getByRole('searchbox', { name: t('profiles.search.label') });
  await tabTo(page, search, { max: 60 });
  await page.keyboard.type('yuki');
  // The polite live region under the field (no status role: that one means "loading" here).
  const status = card.locator('[aria-live="polite"]');
  await expect(status).toHaveText('20 profiles found');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '20');
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/yuki/i);
  // The seats still count everyone.
  await expect(page.getByText(`${COUNT} used`)).toBeVisible();

  // Escape clears; Tab goes from the search into the first row's buttons, in order.
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(status).toHaveText('');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(COUNT));
  const first = rows.first();
  const firstName = (await first.getByRole('paragraph').first().innerText()).trim();
  // The app status and brand kit filters beside the search, "select all matching", then the
  // first row's box and buttons.
  await page.keyboard.press('Tab');
  await expect(card.getByLabel(t('profiles.filter.label'))).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByLabel(t('profiles.filter.kitLabel'))).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('checkbox', { name: /^Select all/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    first.getByRole('checkbox', { name: t('profiles.bulk.selectRow', { name: firstName }) }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    first.getByRole('button', { name: t('profiles.preview.action', { name: firstName }) }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    first.getByRole('link', { name: t('profiles.edit.action', { name: firstName }) }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    first.getByRole('button', { name: t('profiles.appLink.rowAction', { name: firstName }) }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    first.getByRole('button', { name: t('profiles.delete.action', { name: firstName }) }),
  ).toBeFocused();

  // Scrolling to the end loads the next pages; the window stays small.
  const scroller = card.locator('.profiles-scroller');
  await expect(async () => {
    await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(card.locator(`[aria-posinset="${COUNT}"]`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(await rows.count()).toBeLessThan(60);

  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
