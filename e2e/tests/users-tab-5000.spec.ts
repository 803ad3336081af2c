import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { largeCustomer } from '../support/profiles';

/** The large customer: 5,000 profiles (100 pages of the list). */
const COUNT = 5000;

test('a customer with 5,000 profiles uses the users tab by keyboard alone: search, rows in order, axe clean', async ({
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
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} used`)).toBeVisible();

  // Keyboard alone: to the search field, a name fragment, the count said politely.
  const search = card.getByRole('searchbox', { name: t('profiles.search.label') });
  await tabTo(page, search, { max: 60 });
  await page.keyboard.type('yuki');
  // The polite live region under the field (no status role: that one means "loading" here).
  const status = card.locator('[aria-live="polite"]');
  await expect(status).toHaveText(/^\d+ profiles found$/);

  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/yuki/i);
  // The seats still count everyone.
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} used`)).toBeVisible();

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

  // On down the list by Tab alone: focus walks row after row, each scrolled into view, while
  // only a window of the 5,000 rows is in the page.
  const focusedRow = () =>
    page.evaluate(() =>
      Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset')),
    );
  for (let press = 0; press < 200 && (await focusedRow()) < 20; press++)
    await page.keyboard.press('Tab');
  expect(await focusedRow()).toBe(20);
  await expect(card.locator('[aria-posinset="20"]')).toBeInViewport();
  expect(await rows.count()).toBeLessThan(80);
  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
