import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { chooseFileByKeyboard, choosePicture, picture, tabTo } from '../support/profiles';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

/** Spec §3 "Profile submit payload" and its edit extras, as the specification lists them. */
const SPEC_PAYLOAD = [
  'loginName',
  'loginPhoneNumber',
  'name',
  'outroFullName',
  'outroPhoneNumber',
  'outroEmail',
  'outroWebsite',
  'outroLogoBase64',
  'outroExtraInfo',
  'designFullName',
  'designPhoneNumber',
  'groupConfiguration',
  'designLanguage',
  'designLogoBase64',
  'specialRequest',
  'noLogo',
  'noIntro',
  'color_primary',
  'color_secondary',
  'variables',
];
const SPEC_EDIT_EXTRAS = [
  'noPicAgentOutro',
  'noPicAgent',
  'useDefaultLogo',
  'useDefaultIntro',
  'userName',
];

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

/** Types into a field reached with Tab; select-all first, so an edit replaces the old value. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Chooses a picture through the file input with the keyboard, crops it in the dialog, keyboard only. */
async function uploadAndCrop(page: Page, label: string, title: string, file: Buffer, name: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await (await chooseFileByKeyboard(page)).setFiles({ name, mimeType: 'image/png', buffer: file });
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Zoom in with the slider, then move the crop with the arrow keys.
  await tabTo(page, dialog.getByRole('slider', { name: t('profiles.crop.zoom') }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('slider')).toHaveValue('1.2');
  await tabTo(page, dialog.getByRole('group', { name: t('profiles.crop.area') }));
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, dialog.getByRole('button', { name: t('profiles.crop.apply') }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** The next step by keyboard, seen on screen before going on, as a person does (two quick presses go one step). */
async function next(page: Page) {
  const current = page.locator('[aria-current="step"]');
  const before = await current.textContent();
  await tabTo(page, page.getByRole('button', { name: t('profiles.wizard.next') }));
  await page.keyboard.press('Enter');
  await expect(current).not.toHaveText(before ?? '');
}

test('create with a cropped logo and photo, edit with a live outro, guard, delete: keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Kai Ross ${Date.now() % 10000}`;
  const renamed = `Kai Rossi ${Date.now() % 10000}`;
  const phone = `+44 7700 9${String(Date.now() % 100000).padStart(5, '0')}`;
  await logIn(page);
  await expectPortal(page);

  await tabTo(page, page.getByRole('link', { name: t('profiles.add') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/user\/new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();

  await typeInto(page, t('profiles.field.loginPhone'), phone);
  await typeInto(page, t('profiles.field.company'), 'Harbour Homes');
  await typeInto(page, t('profiles.field.outroFullName'), name);
  await typeInto(page, t('profiles.field.outroPhone'), phone);
  await typeInto(page, t('profiles.field.email'), 'kai@harbour.example');
  await typeInto(page, t('profiles.field.website'), 'harbour.example');
  await typeInto(page, t('profiles.field.extraLine'), 'Licence 4711');
  await typeInto(page, t('profiles.field.designFullName'), name);
  await typeInto(page, t('profiles.field.designPhone'), phone);
  await next(page);

  await expect(page.getByRole('heading', { name: t('profiles.step.branding') })).toBeFocused();
  await uploadAndCrop(
    page,
    t('profiles.field.logo'),
    t('profiles.crop.logoTitle'),
    await picture(640, 400),
    'logo.png',
  );
  await uploadAndCrop(
    page,
    t('profiles.field.photo'),
    t('profiles.crop.photoTitle'),
    await picture(900, 700),
    'me.png',
  );
  const preview = page.getByRole('figure', { name: t('profiles.outro.label') });
  await expect(preview.getByRole('img', { name: t('profiles.outro.logo') })).toBeVisible();
  await expect(preview.getByRole('img', { name: t('profiles.outro.photo') })).toBeVisible();
  await next(page);

  // Theme: White, with the arrow keys inside the radio group.
  await tabTo(page, page.getByRole('radio', { name: t('common.theme.black') }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: t('common.theme.white') })).toBeChecked();
  await expect(preview).toHaveAttribute('data-theme', 'white');
  await next(page);
  await next(page); // Franchise: Independent stays.
  await tabTo(page, page.getByRole('textbox', { name: t('profiles.field.request') }));
  await page.keyboard.type('Our slogan in the intro, please');
  await next(page);
  await expect(preview).toContainText(name);
  await expect(preview).toContainText('Licence 4711');

  // The payload is spec §3's, field for field (images by uploaded asset id, decisions.md).
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/v2/companies') && request.method() === 'POST',
  );
  await tabTo(page, page.getByRole('button', { name: t('profiles.wizard.create') }));
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(
    Object.keys(body)
      .filter((key) => !key.endsWith('AssetId'))
      .sort(),
  ).toEqual([...SPEC_PAYLOAD, 'noPicAgent'].sort());
  expect(body).toMatchObject({
    loginPhoneNumber: phone,
    name: 'Harbour Homes',
    outroFullName: name,
    outroWebsite: 'harbour.example',
    outroExtraInfo: 'Licence 4711',
    specialRequest: 'Our slogan in the intro, please',
    groupConfiguration: '',
    noLogo: false,
    noPicAgent: false,
    noIntro: false,
    variables: { theme: '' },
  });
  expect(body.outroLogoAssetId).toEqual(expect.any(String));
  expect(body.designLogoAssetId).toEqual(expect.any(String));

  await expectPortal(page);
  await expect(page.getByText(t('profiles.created'))).toBeVisible();
  const list = page.getByRole('region', { name: t('profiles.list.title') });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect
    .poll(() => row.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Edit: the outro follows the edits.
  await tabTo(page, list.getByRole('link', { name: t('profiles.edit.action', { name }) }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(t('profiles.field.outroFullName'), { exact: true })).toHaveValue(
    name,
  );
  await expect(preview.getByRole('img', { name: t('profiles.outro.photo') })).toBeVisible();
  await typeInto(page, t('profiles.field.outroFullName'), renamed);
  await expect(preview).toContainText(renamed);

  // Leaving asks first; staying keeps the data.
  await tabTo(page, page.getByRole('link', { name: t('profiles.back') }));
  await page.keyboard.press('Enter');
  const leave = page.getByRole('alertdialog', { name: t('common.leave.title') });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: t('common.leave.stay') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/#\/user\//);
  await expect(page.getByLabel(t('profiles.field.outroFullName'), { exact: true })).toHaveValue(
    renamed,
  );

  const edited = page.waitForRequest((request) => request.method() === 'PUT');
  for (let step = 0; step < 5; step++) await next(page);
  await tabTo(page, page.getByRole('button', { name: t('profiles.wizard.save') }));
  await page.keyboard.press('Enter');
  const editBody = (await edited).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(editBody).sort()).toEqual([...SPEC_PAYLOAD, ...SPEC_EDIT_EXTRAS].sort());
  await expectPortal(page);
  await expect(page.getByText(t('profiles.saved'))).toBeVisible();
  const renamedRow = list.getByRole('listitem').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  // Delete after confirming.
  await tabTo(
    page,
    list.getByRole('button', { name: t('profiles.delete.action', { name: renamed }) }),
  );
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: t('profiles.delete.title') });
  await tabTo(page, confirm.getByRole('button', { name: t('profiles.delete.confirm') }));
  await page.keyboard.press('Enter');
  await expect(list.getByText(renamed)).toHaveCount(0);
});

test('every wizard step and the crop dialog pass axe; a step with errors keeps you there', async ({
  page,
}) => {
  // Eight axe runs on a shared machine.
  test.setTimeout(120_000);
  await logIn(page);
  await expectPortal(page);
  await page.goto('/#/user/new');
  await expect(page.getByRole('heading', { name: t('profiles.step.details') })).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty step does not go on: the errors show at their fields, the first has the focus.
  await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
  await expect(page.getByLabel(t('profiles.field.loginPhone'), { exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { name: t('profiles.step.details') })).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = '+1 415 555 0199';
  await page.getByLabel(t('profiles.field.loginPhone'), { exact: true }).fill(phone);
  await page.getByLabel(t('profiles.field.company'), { exact: true }).fill('Axe Homes');
  await page.getByLabel(t('profiles.field.outroFullName'), { exact: true }).fill('Ada Axe');
  await page.getByLabel(t('profiles.field.outroPhone'), { exact: true }).fill(phone);
  await page.getByLabel(t('profiles.field.email'), { exact: true }).fill('ada@axe.example');
  await page.getByLabel(t('profiles.field.designFullName'), { exact: true }).fill('Ada Axe');
  await page.getByLabel(t('profiles.field.designPhone'), { exact: true }).fill(phone);
  for (const step of ['branding', 'theme', 'franchise', 'request', 'preview'] as const) {
    await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
    await expect(page.getByRole('heading', { name: t(`profiles.step.${step}`) })).toBeFocused();
    await expectNoAxeViolations(page);
    if (step === 'branding') {
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel(t('profiles.field.logo'), { exact: true }).click();
      await (
        await chooser
      ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(400, 300) });
      await expect(page.getByRole('dialog', { name: t('profiles.crop.logoTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('common.cancel') }).click();
      // Without pictures the branding step keeps you there, with its messages (not at the end).
      await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
      await expect(page.getByLabel(t('profiles.field.logo'), { exact: true })).toBeFocused();
      await expect(page.getByText(t('validation.logo.required'))).toBeVisible();
      await expect(page.getByText(t('validation.photo.required'))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('checkbox', { name: t('profiles.field.noLogo') }).check();
      await page.getByRole('checkbox', { name: t('profiles.field.noPhoto') }).check();
    }
  }
});

test('a picture too small or not an image is refused at its field before any upload', async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  await page.goto('/#/user/new');
  await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
  // Details are invalid: fill the minimum to reach the branding step.
  const phone = '+1 415 555 0198';
  for (const [label, value] of [
    ['profiles.field.loginPhone', phone],
    ['profiles.field.company', 'Small Homes'],
    ['profiles.field.outroFullName', 'Sam Small'],
    ['profiles.field.outroPhone', phone],
    ['profiles.field.email', 'sam@small.example'],
    ['profiles.field.designFullName', 'Sam Small'],
    ['profiles.field.designPhone', phone],
  ] as const)
    await page.getByLabel(t(label), { exact: true }).fill(value);
  await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
  await choosePicture(page, t('profiles.field.logo'), {
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: await picture(150, 150),
  });
  await expect(page.getByText(t('validation.image.logoTooSmall'))).toBeVisible();
  await choosePicture(page, t('profiles.field.logo'), {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByText(t('validation.image.type'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
