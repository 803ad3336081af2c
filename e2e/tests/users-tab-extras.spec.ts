import { expect, test } from '../support/test';
import sharp from 'sharp';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

test('the app QR codes are drawn and download as PNG; the upgrade link says why it waits', async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  const apps = page.getByRole('region', { name: t('profiles.apps.title') });
  // The codes are drawn once they come on screen, under the list: scroll down to them.
  await apps.scrollIntoViewIfNeeded();
  for (const store of ['ios', 'android'] as const) {
    const name = t(`profiles.apps.${store}`);
    const code = apps.getByRole('img', { name: t('profiles.apps.qr', { store: name }) });
    await expect(code).toBeVisible();
    const download = page.waitForEvent('download');
    await apps.getByRole('link', { name: t('profiles.apps.download', { store: name }) }).click();
    const file = await (await download).path();
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(400);
  }
  // The store URLs come from the runtime config (defaults when it names none).
  await expect(
    apps.getByRole('link', { name: t('profiles.apps.ios'), exact: true }),
  ).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(
    apps.getByRole('link', { name: t('profiles.apps.android'), exact: true }),
  ).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);

  // The upgrade link opens the billing portal in a new window.
  const [portal] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: t('profiles.upgrade') }).click(),
  ]);
  await expect(portal).toHaveURL(/\/payments\/portal\?session=/);
  await portal.close();
});

test("a profile's outro preview in the list is the wizard's end card, from the saved values", async ({
  page,
}) => {
  await logIn(page);
  await expectPortal(page);
  await page
    .getByRole('button', { name: t('profiles.preview.action', { name: 'Jordan Miller' }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: t('profiles.preview.title', { name: 'Jordan Miller' }),
  });
  const card = dialog.getByRole('figure', { name: t('profiles.outro.label') });
  await expect(card).toContainText('Jordan Miller');
  await expect(card.getByRole('img', { name: t('profiles.outro.photo') })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
