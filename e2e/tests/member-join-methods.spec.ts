import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { DEMO, E2E_BASE_URL } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

// Issue 37: the invited person joins with Google instead of a password (the local OpenID provider
// stands in for Google), lands in the portal with their role, and signs in with Google again from
// the login page. The member is removed at the end, so the demo customer's team is as it was.

const SETTINGS = '/#/additional-info?tab=settings';
const joinLinkIn = (text: string) => /https?:\/\/\S+#\/join\?token=[\w-]+/.exec(text)![0];

/** The provider's login page, when it asks (it may remember the person from a moment before). */
async function throughProvider(page: Page, email: string) {
  const providerPage = page.getByRole('heading', { name: 'Test identity provider' });
  const billingTab = page.getByRole('tab', { name: t('shell.tabs.billing') });
  await expect(providerPage.or(billingTab)).toBeVisible();
  if (await providerPage.isVisible()) {
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

test('an invited billing member joins with Google, lands with their role, and signs in with Google again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `gina-${stamp}@example.com`;
  // Their Google account has another address than the invited one: the link proved the invited.
  const google = `gina.personal-${stamp}@example.com`;

  // The owner invites by e-mail from Settings → Team.
  await logIn(page);
  await expectPortal(page);
  await page.goto(SETTINGS);
  const team = page.getByRole('region', { name: t('account.team.title') });
  await team.getByLabel(t('account.team.invite.email')).fill(email);
  await team
    .getByLabel(t('account.team.invite.role'))
    .selectOption({ label: t('account.team.role.billing') });
  await team.getByRole('button', { name: t('account.team.invite.submit') }).click();
  await expect(team.getByRole('status')).toHaveText(t('account.team.invite.sent', { email }));

  // The invited person, in a browser of their own, opens the mail's link and chooses Google.
  const mail = await latestMessage(request, email);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const guest = await context.newPage();
  await guest.goto(`/${new URL(joinLinkIn(mail.text)).hash}`);
  await expect(guest.getByRole('heading', { level: 1, name: t('auth.join.title') })).toBeVisible();
  await guest.getByLabel(t('auth.field.firstName')).fill('Gina');
  await guest.getByLabel(t('auth.field.lastName')).fill('Ledger');
  await guest.getByRole('button', { name: t('auth.social.google') }).click();
  await throughProvider(guest, google);

  // In the portal as a Billing member: the billing tab, no users tab.
  await expect(guest).toHaveURL(/#\/additional-info/);
  await expect(guest.getByRole('tab', { selected: true })).toHaveText(t('shell.tabs.billing'));
  await expect(guest.getByRole('tab', { name: t('shell.tabs.users') })).toHaveCount(0);

  // Signed out, then in again with Google from the login page: the same member, same role.
  await guest.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(guest).toHaveURL(/#\/login/);
  await guest.getByRole('button', { name: t('auth.social.google') }).click();
  await throughProvider(guest, google);
  await expect(guest.getByRole('tab', { selected: true })).toHaveText(t('shell.tabs.billing'));
  await context.close();

  // The owner removes them again (the API, as the Team section does).
  const owner = await request.post('/v2/auth/email', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const headers = { authorization: `Bearer ${(await owner.json()).token as string}` };
  const { members } = (await (await request.get('/v2/members', { headers })).json()) as {
    members: { id: string; email: string }[];
  };
  const id = members.find((member) => member.email === email)!.id;
  expect((await request.delete(`/v2/members/${id}`, { headers })).status()).toBe(204);
});
