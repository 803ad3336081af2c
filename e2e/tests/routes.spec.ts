import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { expectPortal, logIn } from '../support/session';

// Every route of spec §2 renders its screen inside the portal, route parameters included
// (those pages use router hooks the shell itself does not: a trimmed shared router would break them).
test('the profile, video, checkout and billing routes open their screens', async ({
  page,
  browserErrors,
}) => {
  // Ids that are no video and no profile of this account: the API says so.
  browserErrors.refused(404, '/v2/resources/assets/abc123');
  browserErrors.refused(404, '/v2/companies/u-42');
  await logIn(page);
  await expectPortal(page);

  await page.goto('/#/video/abc123');
  await expect(page.getByRole('heading', { name: t('profiles.video.title') })).toBeVisible();
  // An id that is no video of this account says so, naming it.
  await expect(page.getByText(t('profiles.video.notFound', { videoId: 'abc123' }))).toBeVisible();

  await page.goto('/#/user/u-42');
  await expect(page.getByRole('heading', { name: t('profiles.wizard.title') })).toBeVisible();
  // An id that is no profile of this account says so.
  await expect(page.getByText(t('profiles.wizard.notFound'))).toBeVisible();

  await page.goto('/#/additional-info?billing=true');
  await expect(page.getByRole('tab', { name: t('shell.tabs.billing') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('heading', { name: t('account.billing.title'), exact: true }),
  ).toBeVisible();

  await page.goto('/#/checkout');
  await expect(page.getByRole('heading', { name: t('shell.heading.checkout') })).toBeVisible();
});
