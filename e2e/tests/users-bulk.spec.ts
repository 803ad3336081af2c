import { readFile } from 'node:fs/promises';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { largeCustomer } from '../support/profiles';

/** A customer of its own: 60 agents, none signed in to the app yet. */
const AGENTS = 60;

/** An English text with plurals and numbers, as the page formats it. */
const say = (id: MessageId, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(t(id), 'en-US').format(values));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 740 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`bulk actions at ${viewport.width} px: all matching texted by keyboard, a few exported, two deleted`, async ({
      page,
      request,
    }) => {
      const { email, password } = await largeCustomer(request, AGENTS);
      await logIn(page, { email, password });
      await expectPortal(page);
      const card = page.getByRole('region', { name: t('profiles.list.title') });
      const rows = card.getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      const bar = card.getByRole('toolbar', { name: t('profiles.bulk.label') });
      const said = card.locator('.profiles-bulk [role="status"]');

      // Keyboard alone: the "Not signed in yet" filter, then "Select all 60 matching".
      const filter = card.getByLabel(t('profiles.filter.label'));
      await tabTo(page, filter, { max: 60 });
      await page.keyboard.press('ArrowDown');
      await expect(filter).toHaveValue('never');
      await expect(card.getByText(say('profiles.search.count', { count: AGENTS }))).toBeVisible();
      const all = card.getByRole('checkbox', {
        name: say('profiles.bulk.selectAll', { count: AGENTS }),
      });
      // Past the brand kit filter beside it.
      await page.keyboard.press('Tab');
      await expect(card.getByLabel(t('profiles.filter.kitLabel'))).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(all).toBeFocused();
      await page.keyboard.press('Space');
      await expect(bar).toContainText(say('profiles.bulk.count', { count: AGENTS }));
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('button', { name: t('profiles.appLink.action') })).toBeFocused();
      await page.keyboard.press('Enter');
      const confirmText = page.getByRole('alertdialog', {
        name: say('profiles.bulk.appLinkTitle', { count: AGENTS }),
      });
      await expect(confirmText).toBeVisible();
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Tab');
      await expect(
        confirmText.getByRole('button', {
          name: say('profiles.bulk.appLinkConfirm', { count: AGENTS }),
        }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(said).toHaveText(
        say('profiles.bulk.queued', { queued: AGENTS, skippedRecent: 0 }),
      );
      // Each row says so once the list is asked for again.
      await expect(rows.first()).toContainText(t('profiles.appLink.texted', { ago: '' }).trim());
      await expect(bar.getByRole('button', { name: t('profiles.appLink.action') })).toBeFocused();
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

      // A few rows ticked, exported: the server's file, its header row and those rows.
      await bar.getByRole('button', { name: t('profiles.bulk.clear') }).click();
      await expect(bar).toBeHidden();
      const phones: string[] = [];
      for (const row of [0, 1, 2].map((index) => rows.nth(index))) {
        const name = (await row.getByRole('paragraph').first().innerText()).trim();
        await row.getByRole('checkbox', { name: t('profiles.bulk.selectRow', { name }) }).check();
        // The login phone, the details line's first text (no video link in these rows).
        phones.push((await row.locator('.profiles-row-details > span').first().innerText()).trim());
      }
      await expect(bar).toContainText(say('profiles.bulk.count', { count: 3 }));
      const download = page.waitForEvent('download');
      await bar.getByRole('button', { name: t('profiles.bulk.export') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toContain('Login phone');
      expect(lines).toHaveLength(4);
      for (const phone of phones) expect(csv).toContain(phone);

      // Two deleted after one confirmation naming the count: gone, their seats free.
      await bar.getByRole('button', { name: t('profiles.bulk.clear') }).click();
      const names: string[] = [];
      for (const row of [0, 1].map((index) => rows.nth(index))) {
        const name = (await row.getByRole('paragraph').first().innerText()).trim();
        names.push(name);
        await row.getByRole('checkbox', { name: t('profiles.bulk.selectRow', { name }) }).check();
      }
      await bar.getByRole('button', { name: t('profiles.delete.short'), exact: true }).click();
      const confirmDelete = page.getByRole('alertdialog', {
        name: say('profiles.bulk.deleteTitle', { count: 2 }),
      });
      await confirmDelete
        .getByRole('button', { name: say('profiles.bulk.deleteConfirm', { count: 2 }) })
        .click();
      await expect(said).toHaveText(say('profiles.bulk.deleted', { count: 2 }));
      for (const name of names) await expect(rows.filter({ hasText: name })).toHaveCount(0);
      await expect(
        page.getByText(say('profiles.plan.seatsValue', { used: AGENTS - 2, free: 2 })),
      ).toBeVisible();
      await expect(
        card.getByRole('checkbox', { name: say('profiles.bulk.selectAll', { count: AGENTS - 2 }) }),
      ).toBeFocused();
    });
  });
}
