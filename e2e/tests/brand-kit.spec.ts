import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { largeCustomer } from '../support/profiles';

/** A customer of its own: 5 agents, so the demo's profiles keep their colours. */
const AGENTS = 5;

const say = (id: MessageId, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(t(id), 'en-US').format(values));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 740 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`brand kit at ${viewport.width} px: a colour locked by keyboard reaches every profile and is read-only in the wizard`, async ({
      page,
      request,
    }) => {
      const { email, password } = await largeCustomer(request, AGENTS);
      await logIn(page, { email, password });
      await expectPortal(page);

      // One click (here a key) from the users tab's actions.
      await tabTo(page, page.getByRole('link', { name: t('profiles.kit.title') }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { name: t('profiles.kit.title'), level: 1 }),
      ).toBeVisible();

      const primary = page.getByRole('textbox', {
        name: t('profiles.field.colorPrimary'),
        exact: true,
      });
      await tabTo(page, primary, { max: 60 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('#1A2B3C');
      const lock = page.getByRole('checkbox', {
        name: say('profiles.kit.lock', { field: t('profiles.field.colorPrimary') }),
      });
      await tabTo(page, lock);
      await page.keyboard.press('Space');
      await expect(lock).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: t('profiles.kit.save') }), { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveText(
        say('profiles.kit.saved', { count: AGENTS }),
      );
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

      // A profile in the wizard: the colour is the kit's, read-only, with the reason.
      await tabTo(page, page.getByRole('link', { name: t('profiles.back') }), { max: 80 });
      await page.keyboard.press('Enter');
      await expectPortal(page);
      const edit = page.getByRole('link', { name: /^Edit / }).first();
      await tabTo(page, edit, { max: 80 });
      await page.keyboard.press('Enter');
      const themeStep = page.getByRole('button', { name: t('profiles.step.theme'), exact: true });
      await tabTo(page, themeStep, { max: 40 });
      await page.keyboard.press('Enter');
      const colour = page.getByRole('textbox', {
        name: t('profiles.field.colorPrimary'),
        exact: true,
      });
      await expect(colour).toBeDisabled();
      await expect(colour).toHaveValue('#1A2B3C');
      await expect(colour).toHaveAccessibleDescription(t('profiles.kit.lockedReason'));
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    });
  });
}
