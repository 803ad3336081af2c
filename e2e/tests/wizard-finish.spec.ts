import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { t } from '../support/i18n';
import { REPO_ROOT } from '../support/paths';
import {
  choosePicture,
  createProfileByApi,
  demoToken,
  picture,
  profileDetails,
} from '../support/profiles';
import { expectPortal, logIn } from '../support/session';

// Issue 28, the profile wizard: editing one field is two actions, a new profile walks the steps
// in order and can go back to a finished one, the pictures are asked for at Branding, a colour
// takes a typed code, and a double press of Next goes one step. At a desktop's and a phone's width.

const SCREENSHOTS_DIR = join(REPO_ROOT, 'e2e', 'screenshots');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const STEP_COUNT = 6;

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
  ).toEqual([]);
}

const stepsOf = (page: Page) => page.getByRole('navigation', { name: t('profiles.wizard.steps') });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A step in the steps, by its name ("Theme", not "Franchise theme"; "(completed)" may follow). */
const stepButton = (page: Page, step: Parameters<typeof t>[0]) =>
  stepsOf(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(t(step))}( \\(|$)`) });

/** The step shown: marked current in the steps, its heading on screen. */
async function expectStep(page: Page, step: Parameters<typeof t>[0]) {
  await expect(stepsOf(page).locator('[aria-current="step"]')).toContainText(t(step));
  await expect(page.getByRole('heading', { level: 2, name: t(step) })).toBeVisible();
}

/** Every picture on the page drawn, so a screenshot shows them. */
async function picturesDrawn(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function screenshot(page: Page, name: string) {
  await picturesDrawn(page);
  // At the end of the page the bar of moves (sticky to the screen's bottom) is in its own place.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    // A double click's second click may have selected a word wherever it landed.
    window.getSelection()?.removeAllRanges();
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const { width } = page.viewportSize()!;
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, `${name}-en-US-${width}.png`),
    fullPage: true,
  });
}

/** The steps fit the screen: one row of named steps on a desktop, "Step n of 6" on a phone. */
async function expectStepsFit(page: Page, width: number, current: number) {
  const steps = stepsOf(page);
  const count = page.getByText(
    t('common.stepNav.count', { current: String(current), total: String(STEP_COUNT) }),
  );
  if (width >= 1280) {
    const tops = await steps
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(STEP_COUNT);
    expect(new Set(tops).size, 'the steps share one row').toBe(1);
    await expect(count).toBeHidden();
  } else {
    await expect(count).toBeVisible();
  }
}

async function deleteProfile(request: APIRequestContext, token: string, userId: string) {
  await request.delete(`/v2/companies/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A file dropped on an element, as a person drags it from their files. */
async function dropFile(page: Page, target: Locator, name: string, buffer: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { name, base64: buffer.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop'])
    await target.dispatchEvent(type, { dataTransfer });
}

for (const viewport of VIEWPORTS) {
  test.describe(`the profile wizard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('editing: one field changed and saved in two actions, from the first step', async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      const name = `Ada Lovelace ${Date.now() % 10000}`;
      const userId = await createProfileByApi(request, token, name);
      try {
        await logIn(page);
        await expectPortal(page);
        await page.goto(`/#/user/${userId}`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleEdit', { name }) }),
        ).toBeVisible();
        await expectStep(page, 'profiles.step.details');
        await expectStepsFit(page, viewport.width, 1);
        // Every step opens from the steps when editing.
        await expect(stepsOf(page).getByRole('button')).toHaveCount(STEP_COUNT - 1);
        await expectNoAxeViolations(page);

        const edited = page.waitForRequest((req) => req.method() === 'PUT');
        // 1: the change.
        await page.getByLabel(t('profiles.field.extraLine'), { exact: true }).fill('Licence 42');
        // 2: Save.
        await page.getByRole('button', { name: t('profiles.wizard.save') }).click();
        expect((await edited).postDataJSON()).toMatchObject({
          outroFullName: name,
          outroExtraInfo: 'Licence 42',
        });
        await expectPortal(page);
        await expect(page.getByText(t('profiles.saved'))).toBeVisible();
      } finally {
        await deleteProfile(request, token, userId);
      }
    });

    test('editing: a colour takes a typed code, checked by the rule the server applies', async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      const name = `Grace Hopper ${Date.now() % 10000}`;
      const userId = await createProfileByApi(request, token, name);
      try {
        await logIn(page);
        await expectPortal(page);
        await page.goto(`/#/user/${userId}`);
        await expectStep(page, 'profiles.step.details');
        await stepButton(page, 'profiles.step.theme').click();
        await expectStep(page, 'profiles.step.theme');
        await expect(page.getByRole('heading', { name: t('profiles.step.theme') })).toBeFocused();
        await expectStepsFit(page, viewport.width, 3);

        const code = page.getByRole('textbox', {
          name: t('profiles.field.colorPrimary'),
          exact: true,
        });
        const swatch = page.getByLabel(
          t('profiles.field.colorPicker', { field: t('profiles.field.colorPrimary') }),
        );
        // Half a code is refused at its field, not sent.
        await code.fill('#12AB');
        await page.getByRole('button', { name: t('profiles.wizard.save') }).click();
        await expect(page.getByText(t('validation.color.format'))).toBeVisible();
        await expect(code).toBeFocused();
        await expectNoAxeViolations(page);

        await code.fill('#12AB9F');
        await expect(swatch).toHaveValue('#12ab9f');
        await expect(page.getByText(t('validation.color.format'))).toHaveCount(0);
        const edited = page.waitForRequest((req) => req.method() === 'PUT');
        await page.getByRole('button', { name: t('profiles.wizard.save') }).click();
        expect((await edited).postDataJSON()).toMatchObject({ color_primary: '#12AB9F' });
        await expectPortal(page);
      } finally {
        await deleteProfile(request, token, userId);
      }
    });

    test('a new profile: in order, pictures asked for at Branding, a double Next goes one step, a finished step opens again', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logIn(page);
      await expectPortal(page);
      await page.goto('/#/user/new');
      await expect(
        page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
      ).toBeVisible();
      await expectStep(page, 'profiles.step.details');
      await expectStepsFit(page, viewport.width, 1);
      // Nothing reached yet: no step to open; and on a phone no empty preview under the form.
      await expect(stepsOf(page).getByRole('button')).toHaveCount(0);
      const sidePreview = page.getByRole('complementary', { name: t('profiles.outro.title') });
      if (viewport.width < 1280) await expect(sidePreview).toBeHidden();
      else await expect(sidePreview).toBeVisible();
      await expectNoAxeViolations(page);

      const phone = `+1 415 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
      for (const [label, value] of profileDetails('Ada Lovelace', phone, 'ada@harbour.example'))
        await page.getByLabel(t(label), { exact: true }).fill(value);
      const next = page.getByRole('button', { name: t('profiles.wizard.next') });
      // A double press: one step, and Branding's own Next was not pressed (it would have
      // asked for the pictures).
      await next.dblclick();
      await expectStep(page, 'profiles.step.branding');
      await expect(page.getByText(t('validation.logo.required'))).toHaveCount(0);
      await expectStepsFit(page, viewport.width, 2);

      // The pictures are asked for here, not at the end: the logo field takes the focus.
      const logo = page.getByLabel(t('profiles.field.logo'), { exact: true });
      await next.click();
      await expect(logo).toBeFocused();
      await expect(page.getByText(t('validation.logo.required'))).toBeVisible();
      await expect(page.getByText(t('validation.photo.required'))).toBeVisible();
      await expectStep(page, 'profiles.step.branding');
      await expectNoAxeViolations(page);

      // The platform's own chooser: its translated button opens the file chooser...
      await expect(logo).toContainText(t('common.fileDrop.choose'));
      await choosePicture(page, t('profiles.field.logo'), {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await picture(640, 240),
      });
      await page
        .getByRole('dialog', { name: t('profiles.crop.logoTitle') })
        .getByRole('button', { name: t('profiles.crop.apply') })
        .click();
      const logoField = page.getByRole('group', { name: t('profiles.field.logo'), exact: true });
      await expect(logoField.getByRole('img', { name: t('profiles.image.current') })).toBeVisible();
      await expect(logo).toContainText(t('common.fileDrop.change'));
      await expect(page.getByText(t('validation.logo.required'))).toHaveCount(0);
      // ...and a picture dropped on the field is taken as well.
      const photoField = page.getByRole('group', {
        name: t('profiles.field.photo'),
        exact: true,
      });
      await dropFile(page, photoField, 'me.png', await picture(600, 600));
      await page
        .getByRole('dialog', { name: t('profiles.crop.photoTitle') })
        .getByRole('button', { name: t('profiles.crop.apply') })
        .click();
      await expect(
        photoField.getByRole('img', { name: t('profiles.image.current') }),
      ).toBeVisible();
      await expect(page.getByText(t('validation.photo.required'))).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshot(page, 'wizard-branding');

      await next.dblclick();
      await expectStep(page, 'profiles.step.theme');
      await next.click();
      await expectStep(page, 'profiles.step.franchise');
      // Not reached yet: not a step to open.
      await expect(stepButton(page, 'profiles.step.request')).toHaveCount(0);

      // A finished step opens again from the steps, and the way back is there too.
      await stepButton(page, 'profiles.step.details').click();
      await expectStep(page, 'profiles.step.details');
      await expect(page.getByRole('heading', { name: t('profiles.step.details') })).toBeFocused();
      await expect(page.getByLabel(t('profiles.field.outroFullName'), { exact: true })).toHaveValue(
        'Ada Lovelace',
      );
      await stepButton(page, 'profiles.step.franchise').click();
      await expectStep(page, 'profiles.step.franchise');

      await next.click();
      await expectStep(page, 'profiles.step.request');
      await next.click();
      await expectStep(page, 'profiles.step.preview');
      // The last step is the preview itself, under its heading; no second one beside it.
      const previewStep = page.getByRole('region', { name: t('profiles.step.preview') });
      const card = previewStep.getByRole('figure', { name: t('profiles.outro.label') });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Ada Lovelace');
      await expect(sidePreview).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('profiles.wizard.create') })).toBeVisible();
      await expectStepsFit(page, viewport.width, 6);
      await expectNoAxeViolations(page);
      await screenshot(page, 'wizard-preview');
    });

    test('editing a demo profile: its name in the h1, its pictures whole in the preview', async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      const res = await request.get('/v2/users/me/users', {
        headers: { authorization: `Bearer ${token}` },
      });
      const profiles = (await res.json()) as Array<{
        id: string;
        companies: Array<{ configuration: { variables: { outroFullName: string } } }>;
      }>;
      const jordan = profiles.find(
        (profile) =>
          profile.companies[0]?.configuration.variables.outroFullName === 'Jordan Miller',
      )!;
      await logIn(page);
      await expectPortal(page);
      await page.goto(`/#/user/${jordan.id}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t('profiles.wizard.titleEdit', { name: 'Jordan Miller' }),
        }),
      ).toBeVisible();
      await stepButton(page, 'profiles.step.branding').click();
      await expectStep(page, 'profiles.step.branding');
      const outroLogo = page
        .getByRole('figure', { name: t('profiles.outro.label') })
        .getByRole('img', { name: t('profiles.outro.logo') });
      await expect(outroLogo).toBeVisible();
      await expect(outroLogo).toHaveCSS('object-fit', 'contain');
      await expectNoAxeViolations(page);
      await screenshot(page, 'wizard-edit');
    });
  });
}

/**
 * Holds every picture upload until `release()`: the network of a slow phone, where a person
 * presses Next or Save while "Uploading" is still on screen.
 */
async function holdUploads(page: Page) {
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  let arrived: () => void = () => {};
  let started = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/v2/resources/assets?**', async (route) => {
    arrived();
    await gate;
    await route.continue();
  });
  return {
    started: () => started,
    release() {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
      started = new Promise<void>((resolve) => (arrived = resolve));
    },
  };
}

test('a picture still uploading: Next and Save wait for it instead of calling it missing or saving without it', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  const userId = await createProfileByApi(request, token, 'Noor Upload');
  try {
    await logIn(page);
    await expectPortal(page);
    const uploads = await holdUploads(page);
    await page.goto(`/#/user/${userId}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('profiles.wizard.titleEdit', { name: 'Noor Upload' }),
      }),
    ).toBeVisible();
    await stepButton(page, 'profiles.step.branding').click();
    await expectStep(page, 'profiles.step.branding');

    // A picture for a profile that had none, Next pressed while it uploads.
    await page.getByRole('checkbox', { name: t('profiles.field.noPhoto') }).uncheck();
    await choosePicture(page, t('profiles.field.photo'), {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await picture(600, 600),
    });
    await page
      .getByRole('dialog', { name: t('profiles.crop.photoTitle') })
      .getByRole('button', { name: t('profiles.crop.apply') })
      .click();
    await uploads.started();
    await expect(page.getByText(t('profiles.image.uploading'))).toBeVisible();
    const next = page.getByRole('button', { name: t('profiles.wizard.next') });
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    uploads.release();
    await expectStep(page, 'profiles.step.theme');
    await expect(page.getByText(t('validation.photo.required'))).toHaveCount(0);

    // A logo as well, and Save pressed while it uploads: the save carries both pictures.
    await stepButton(page, 'profiles.step.branding').click();
    await expectStep(page, 'profiles.step.branding');
    await page.getByRole('checkbox', { name: t('profiles.field.noLogo') }).uncheck();
    await choosePicture(page, t('profiles.field.logo'), {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await picture(600, 300),
    });
    await page
      .getByRole('dialog', { name: t('profiles.crop.logoTitle') })
      .getByRole('button', { name: t('profiles.crop.apply') })
      .click();
    await uploads.started();
    const saved = page.waitForRequest((req) => req.method() === 'PUT');
    const save = page.getByRole('button', { name: t('profiles.wizard.save') });
    await save.click();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    uploads.release();
    expect((await saved).postDataJSON()).toMatchObject({
      outroLogoAssetId: expect.any(String),
      designLogoAssetId: expect.any(String),
    });
    // Saved as the person sees it (back on the users tab) before the profile is deleted: deleted
    // while the save was still answering, the wizard's refetch of it met a 404.
    await expectPortal(page);
  } finally {
    await request.delete(`/v2/companies/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
