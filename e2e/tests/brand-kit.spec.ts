import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { largeCustomer } from '../support/profiles';
import { E2E_BASE_URL } from '../support/paths';

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

test("brand kit: “Use the brand kit's value” puts the kit's colour back; “Differs from the brand kit” lists the overriding profiles; applying the kit, none differs; the invited colleague's form shows the locked colour read-only", async ({
  page,
  request,
  browser,
}) => {
  // Two seeded profiles (two seats): one is deleted to make room for a profile made here.
  const { email, password } = await largeCustomer(request, 2);
  const login = await request.post('/v2/auth/email', { data: { email, password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const [seeded] = await (await request.get('/v2/users/me/users', { headers })).json();
  expect((await request.delete(`/v2/companies/${seeded.id}`, { headers })).status()).toBe(204);
  // The kit's colour, set up over the seeded profile (its own colour: it overrides the kit's).
  const kit = await request.put('/v2/brand-kit', {
    headers,
    data: { color_primary: '#1A2B3C', locked: [] },
  });
  expect(kit.status(), await kit.text()).toBe(200);
  // And a profile of another colour of its own.
  const phone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const name = 'Kit Override';
  const created = await request.post('/v2/companies', {
    headers,
    data: {
      loginPhoneNumber: phone,
      name: 'Quay Estates',
      outroFullName: name,
      outroPhoneNumber: phone,
      outroEmail: 'agent@quay.example',
      designFullName: name,
      designPhoneNumber: phone,
      designLanguage: 'en',
      color_primary: '#AA0000',
      noLogo: true,
      noPicAgent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The kit's change runs as a job: both profiles are recorded as overriding once it has ended.
  await expect
    .poll(async () => {
      const differs = await request.get('/v2/users/me/users?kit=differs', { headers });
      return differs.headers()['x-total-count'];
    })
    .toBe('2');

  await logIn(page, { email, password });
  await expectPortal(page);
  await page
    .getByRole('combobox', { name: t('profiles.filter.kitLabel') })
    .selectOption({ label: t('profiles.kit.differs') });
  await expect(page).toHaveURL(/kit=differs/);
  await expect(
    page.getByRole('checkbox', { name: say('profiles.bulk.selectAll', { count: 2 }) }),
  ).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(t('profiles.kit.differs'), { exact: true })).toBeVisible();

  // Its wizard: the colour overrides the kit's; "Use the brand kit's value" puts it back.
  await row.getByRole('link', { name: say('profiles.edit.action', { name }) }).click();
  await page.getByRole('button', { name: t('profiles.step.theme'), exact: true }).click();
  const colour = page.getByRole('textbox', {
    name: t('profiles.field.colorPrimary'),
    exact: true,
  });
  await expect(colour).toHaveValue('#AA0000');
  await expect(page.getByText(t('profiles.kit.overrides'))).toBeVisible();
  await page
    .getByRole('button', {
      name: say('profiles.kit.useKitFor', { field: t('profiles.field.colorPrimary') }),
    })
    .click();
  await expect(colour).toHaveValue('#1A2B3C');
  await expect(page.getByText(t('profiles.kit.follows'))).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: t('profiles.wizard.save') }).click();
  await expectPortal(page);

  // The filter in the address: the seeded profile alone differs now; the kit applied to it.
  await page.goto('/#/additional-info?kit=differs');
  const selectAll = page.getByRole('checkbox', {
    name: say('profiles.bulk.selectAll', { count: 1 }),
  });
  await selectAll.check();
  await page
    .getByRole('toolbar', { name: t('profiles.bulk.label') })
    .getByRole('button', { name: t('profiles.bulk.applyKit') })
    .click();
  const dialog = page.getByRole('alertdialog', {
    name: say('profiles.bulk.applyKitTitle', { count: 1 }),
  });
  await dialog
    .getByRole('button', { name: say('profiles.bulk.applyKitConfirm', { count: 1 }) })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: say('profiles.bulk.kitApplied', { count: 1 }) }),
  ).toBeVisible();
  await expect(page.getByText(t('profiles.kit.noneDiffers'))).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  // The colour locked, a seat freed, a link: the invited colleague's form starts from the kit,
  // the colour read-only with the reason.
  const locked = await request.put('/v2/brand-kit', {
    headers,
    data: { color_primary: '#1A2B3C', locked: ['color_primary'] },
  });
  expect(locked.status(), await locked.text()).toBe(200);
  const ownId = (await created.json()).userId as string;
  expect((await request.delete(`/v2/companies/${ownId}`, { headers })).status()).toBe(204);
  const link = await request.post('/v2/invitations', { headers, data: {} });
  expect(link.status(), await link.text()).toBe(201);
  const guest = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const invited = await guest.newPage();
  await invited.goto(`/#/user/new?invitation=${(await link.json()).id as string}`);
  await expect(
    invited.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();
  // On the Theme step (every step is in the page, the later ones hidden until reached).
  const invitedColour = invited.getByRole('textbox', {
    name: t('profiles.field.colorPrimary'),
    exact: true,
    includeHidden: true,
  });
  await expect(invitedColour).toBeDisabled();
  await expect(invitedColour).toHaveValue('#1A2B3C');
  await expect(invitedColour).toHaveAccessibleDescription(t('profiles.kit.lockedReason'));
  await guest.close();
});
