import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { DEMO } from '../support/paths';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

/** A profile made through the API, as another administrator's session would. */
async function createProfile(request: APIRequestContext, fullName: string) {
  const login = await request.post('/v2/auth/email', { data: DEMO });
  const { token } = await login.json();
  const phone = `+1 555 ${String(Date.now() % 1e7).padStart(7, '0')}`;
  const res = await request.post('/v2/companies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loginPhoneNumber: phone,
      name: 'Quay Estates',
      outroFullName: fullName,
      outroPhoneNumber: phone,
      outroEmail: 'agent@quay.example',
      designFullName: fullName,
      designPhoneNumber: phone,
      designLanguage: 'en',
      noLogo: true,
      noPicAgent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the users tab lists the sample profiles with their pictures and seats, and passes axe', async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  const list = page.getByRole('region', { name: t('profiles.list.title') });
  for (const name of ['Jordan Miller', 'Amira Saleh']) {
    await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await expect(list.getByText('Harbour Homes')).toBeVisible();
  await expect(page.getByText(t('profiles.list.empty'))).toHaveCount(0);
  // The pictures really load (signed URLs, served by the API).
  await expect
    .poll(() =>
      list
        .locator('img')
        .evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        ),
    )
    .toBeGreaterThanOrEqual(2);
  await expect(page.getByText(t('profiles.plan.seats'))).toBeVisible();

  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('deleting a profile asks first: cancel keeps it, confirm removes it', async ({
  page,
  request,
}) => {
  const name = `Temp Agent ${Date.now() % 10000}`;
  await createProfile(request, name);
  await logIn(page);
  await expectPortal(page);
  const list = page.getByRole('region', { name: t('profiles.list.title') });
  const remove = list.getByRole('button', { name: t('profiles.delete.action', { name }) });

  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: t('profiles.delete.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('common.cancel') })).toBeFocused();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(list.getByText(name)).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: t('profiles.delete.confirm') }).click();
  await expect(list.getByText(name)).toHaveCount(0);
  await expect(page.getByText(t('profiles.delete.done', { name }))).toBeVisible();
  // The sample profiles are untouched.
  await expect(list.getByText('Jordan Miller')).toBeVisible();
});

test('the invitation dialog creates a link, replaces it with a chosen expiry, and deletes it', async ({
  page,
  request,
}) => {
  await logIn(page);
  await expectPortal(page);
  const invite = page.getByRole('button', { name: t('profiles.invite'), exact: true });
  await invite.click();
  const dialog = page.getByRole('dialog', { name: t('profiles.invitation.title') });
  // Start with no link, whatever link an earlier journey left on the demo account.
  const none = dialog.getByText(t('profiles.invitation.none'));
  const remove = dialog.getByRole('button', { name: t('profiles.invitation.delete') });
  await expect(none.or(remove)).toBeVisible();
  if (await remove.isVisible()) await remove.click();
  await expect(none).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: t('profiles.invitation.create') }).click();
  const link = dialog.locator('code');
  await expect(link).toContainText('#/user/new?invitation=');
  const first = new URL((await link.textContent())!.replace('#/', '')).searchParams.get(
    'invitation',
  )!;
  // The invited person (no session) reads an active link with a free seat.
  expect(await (await request.get(`/v2/invitations/${first}`)).json()).toMatchObject({
    active: true,
    allowedNewUser: true,
  });

  // A year and a day is refused by the shared rule before any call.
  const expiry = dialog.getByLabel(t('profiles.invitation.expiry'));
  const inDays = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  await expiry.fill(inDays(367));
  await dialog.getByRole('button', { name: t('profiles.invitation.replace') }).click();
  await expect(dialog.getByText(t('validation.invitation.expiresMax'))).toBeVisible();

  await expiry.fill(inDays(7));
  await dialog.getByRole('button', { name: t('profiles.invitation.replace') }).click();
  await expect(link).not.toContainText(first);
  expect((await request.get(`/v2/invitations/${first}`)).status()).toBe(404);

  await dialog.getByRole('button', { name: t('profiles.invitation.delete') }).click();
  await expect(dialog.getByText(t('profiles.invitation.none'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(invite).toBeFocused();
});

test.describe('on a 375 px phone, in German', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the users tab and the invitation dialog pass axe', async ({ page }) => {
    await logIn(page);
    await expectPortal(page);
    await page.getByLabel(t('shell.header.language')).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(page.getByText('Jordan Miller')).toBeVisible();
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Einladen', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Einladungslink' })).toBeVisible();
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
});
