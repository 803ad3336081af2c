import { readFile } from 'node:fs/promises';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { chooseFileByKeyboard, largeCustomer } from '../support/profiles';

/** An English text with plurals and numbers, as the page formats it. */
const say = (id: MessageId, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(t(id), 'en-US').format(values));

const HEADER =
  'Login phone,Company,Name on the outro,Phone on the outro,E-mail,Name on the video,Phone on the video,Template language';
const agent = (phone: string, name: string, email: string) =>
  [phone, 'Quay Estates', name, phone, email, name, phone, 'en'].join(',');

/** A number of its own per run: the file's agents are new to the portal. */
const phone = (n: number) =>
  `+1 555 ${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${n}`;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 740 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`import at ${viewport.width} px, keyboard only: a CSV with an error and duplicates, previewed, applied, summarised`, async ({
      page,
      request,
    }) => {
      // A plan of 6 seats, all free (the seed raises the seats to its profiles, then they go).
      const { email, password } = await largeCustomer(request, 6);
      const { token } = await (
        await request.post('/v2/auth/email', { data: { email, password } })
      ).json();
      const headers = { authorization: `Bearer ${token}` };
      const emptied = await request.post('/v2/users/me/users/delete', {
        headers,
        data: { selection: { matching: {} }, count: 6 },
      });
      expect(emptied.status(), await emptied.text()).toBe(200);
      // An agent already in the portal: the file's row with the same login phone updates or skips it.
      const existing = phone(9);
      const created = await request.post('/v2/companies', {
        headers,
        data: {
          loginPhoneNumber: existing,
          name: 'Quay Estates',
          outroFullName: 'Eve Existing',
          outroPhoneNumber: existing,
          outroEmail: 'eve@quay.example',
          designFullName: 'Eve Existing',
          designPhoneNumber: existing,
          designLanguage: 'en',
          noLogo: true,
          noPicAgent: true,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      // A brand kit locking the primary colour: the preview names it with the reason.
      const kit = await request.put('/v2/brand-kit', {
        headers,
        data: { color_primary: '#1A2B3C', locked: ['color_primary'] },
      });
      expect(kit.status(), await kit.text()).toBe(200);
      const [first, second, third] = [phone(1), phone(2), phone(3)];
      const csv = [
        HEADER,
        agent(first, 'Ada Import', 'ada@quay.example'),
        agent(second, 'Bo Import', 'bo@quay.example'),
        agent(third, 'Cy Import', 'not-an-email'),
        agent(existing, 'Eve Existing', 'eve@quay.example'),
        agent(first, 'Ada Again', 'ada2@quay.example'),
      ].join('\n');

      await logIn(page, { email, password });
      await expectPortal(page);
      await tabTo(page, page.getByRole('link', { name: t('profiles.import.title') }), { max: 80 });
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { name: t('profiles.import.title'), level: 2 }),
      ).toBeFocused();
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

      // The template, in the person's language: the header row the file below uses.
      await tabTo(page, page.getByRole('button', { name: t('profiles.import.template') }));
      const template = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const templateCsv = (await readFile(await (await template).path(), 'utf8')).replace(
        /^\uFEFF/,
        '',
      );
      expect(templateCsv.split(/\r?\n/)[0]).toContain('Login phone');

      // The file input, opened from the keyboard (pressed again if Chromium drops the chooser).
      await tabTo(page, page.getByLabel(t('profiles.import.file')));
      await (
        await chooseFileByKeyboard(page)
      ).setFiles({ name: 'agents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

      await expect(
        page.getByRole('heading', {
          name: say('profiles.import.preview', { fileName: 'agents.csv' }),
        }),
      ).toBeFocused();
      const totals = { toAdd: 2, toUpdate: 1, toSkip: 0, duplicates: 1, invalid: 1, noSeat: 0 };
      await expect(page.getByText(say('profiles.import.totals', totals))).toBeVisible();
      await expect(
        page.getByText(say('profiles.import.locked', { fields: t('profiles.field.colorPrimary') })),
      ).toBeVisible();
      // The refusal at its cell, in the wizard's words; the duplicate named by its first line.
      const table = page.getByRole('table', { name: t('profiles.import.rowsProblems') });
      await expect(table.getByRole('cell').filter({ hasText: 'not-an-email' })).toContainText(
        t('validation.email.format'),
      );
      await expect(
        table.getByText(say('profiles.import.outcome.duplicate', { line: 2 })),
      ).toBeVisible();
      // Under the row's outcome, the refusal named by its column: the table scrolls sideways (at
      // 390 px, and at 1280 px its last columns too), yet it shows without scrolling.
      const refusal = table.getByRole('listitem').filter({ hasText: t('validation.email.format') });
      await expect(refusal).toHaveText(
        say('profiles.import.refusal', { column: 'E-mail', message: t('validation.email.format') }),
      );
      expect(await refusal.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

      // The agent already there is skipped instead: the arrows choose within the radio group.
      await tabTo(page, page.getByRole('radio', { name: t('profiles.import.duplicatesUpdate') }), {
        max: 60,
      });
      await page.keyboard.press('ArrowDown');
      const skip = page.getByRole('radio', { name: t('profiles.import.duplicatesSkip') });
      await expect(skip).toBeChecked();
      await expect(
        page.getByText(say('profiles.import.totals', { ...totals, toUpdate: 0, toSkip: 1 })),
      ).toBeVisible();
      // The new preview leaves the keyboard where it was.
      await expect(skip).toBeFocused();

      const apply = page.getByRole('button', { name: say('profiles.import.apply', { count: 2 }) });
      await tabTo(page, apply, { max: 60 });
      await page.keyboard.press('Enter');
      const result = page.getByRole('region', {
        name: new RegExp(`agents\\.csv`),
      });
      await expect(result).toBeFocused();
      // The job is the server's: the page reloaded (or closed and opened again) shows it.
      await expect(page).toHaveURL(/[?&]import=[0-9a-f-]{36}/);
      await page.reload();
      await expect(result).toBeFocused();
      // The refused row and the repeated one failed; the agent already there was skipped.
      await expect(result.locator('.profiles-import-summary')).toHaveText(
        say('profiles.import.summary', { added: 2, updated: 0, skipped: 1, failed: 2 }),
        { timeout: 30_000 },
      );
      await expect(result.getByRole('progressbar')).toHaveCount(0);
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

      // The failed rows' file: each with its reason.
      const failedRows = result.getByRole('button', {
        name: say('profiles.import.downloadFailed', { count: 2 }),
      });
      await tabTo(page, failedRows);
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv2 = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
      expect(csv2.trim().split(/\r?\n/)).toHaveLength(3);
      expect(csv2).toContain('not-an-email');

      // The app link, texted to the 2 new agents after one confirmation naming the count.
      await page.keyboard.press('Tab');
      await expect(
        result.getByRole('button', { name: say('profiles.import.appLink', { count: 2 }) }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', {
        name: say('profiles.bulk.appLinkTitle', { count: 2 }),
      });
      await expect(confirm).toBeVisible();
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Tab');
      await expect(
        confirm.getByRole('button', { name: say('profiles.bulk.appLinkConfirm', { count: 2 }) }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        page.getByText(say('profiles.bulk.queued', { queued: 2, skippedRecent: 0 })),
      ).toBeVisible();

      // Back in the users tab, the new agents are there.
      await tabTo(page, page.getByRole('link', { name: t('profiles.import.back') }), { max: 40 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Bo Import').first()).toBeVisible();
    });
  });
}
