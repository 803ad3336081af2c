import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { axe } from '../support/axe';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { DEMO, E2E_BASE_URL } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

// The team (issue 37) on this worker's demo customer, whose own login is the owner: an invitation
// by e-mail, the join page opened from the mail in a browser that never signed in here, and the
// owner's changes to the new member. The member is removed at the end, so the customer's team is
// left as it was.

const SETTINGS = '/#/additional-info?tab=settings';
const joinLinkIn = (text: string) => /https?:\/\/\S+#\/join\?token=[\w-]+/.exec(text)![0];

async function expectNoViolations(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).analyze();
  expect(violations).toEqual([]);
}

test('the owner invites a billing member, who joins from the e-mailed link; the owner changes their role and removes them', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  const email = `bea-${Date.now().toString(36)}@example.com`;
  const name = 'Bea Counts';

  await logIn(page);
  await expectPortal(page);
  await page.goto(SETTINGS);
  const team = page.getByRole('region', { name: t('account.team.title') });
  await expect(team.getByRole('table')).toBeVisible();

  // An address already in the team: the server's refusal, at the field.
  browserErrors.refused(409, '/v2/members/invitations');
  const address = team.getByLabel(t('account.team.invite.email'));
  await address.fill(DEMO.email);
  await team.getByRole('button', { name: t('account.team.invite.submit') }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();

  await address.fill(email);
  await team
    .getByLabel(t('account.team.invite.role'))
    .selectOption({ label: t('account.team.role.billing') });
  await team.getByRole('button', { name: t('account.team.invite.submit') }).click();
  await expect(team.getByRole('status')).toHaveText(t('account.team.invite.sent', { email }));
  const pending = team.getByRole('region', { name: t('account.team.pending.title') });
  await expect(pending.getByText(email)).toBeVisible();
  await expectNoViolations(page, '.account-team');

  // The invited person, in a browser of their own, from the link of the mail.
  const mail = await latestMessage(request, email);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const guest = await context.newPage();
  await guest.goto(`/${new URL(joinLinkIn(mail.text)).hash}`);
  await expect(guest.getByRole('heading', { level: 1, name: t('auth.join.title') })).toBeVisible();
  await expect(guest.getByText(email)).toBeVisible();
  await expectNoViolations(guest, 'main');
  await guest.getByLabel(t('auth.field.firstName')).fill('Bea');
  await guest.getByLabel(t('auth.field.lastName')).fill('Counts');
  await guest.getByLabel(t('auth.join.newPassword'), { exact: true }).fill('member-secret-1');
  await guest.getByRole('button', { name: t('auth.join.submit') }).click();
  await expect(guest).toHaveURL(/#\/additional-info/);
  await expect(guest.getByRole('tablist')).toBeVisible();
  await context.close();

  // The owner sees them in the team, no longer invited.
  await page.reload();
  const role = team.getByRole('combobox', { name: t('account.team.roleOf', { name }) });
  await expect(role).toHaveValue('billing');
  await expect(pending.getByText(email)).toHaveCount(0);

  // By keyboard: an arrow key on the closed select only picks the next role (Chromium on Linux
  // changes it at once); the button beside it asks, and Cancel puts the role back.
  const changeRole = team.getByRole('button', {
    name: t('account.team.changeRoleNamed', { name }),
  });
  await expect(changeRole).toBeDisabled();
  await role.focus();
  await page.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('viewer');
  const change = page.getByRole('alertdialog', { name: t('account.team.changeTitle', { name }) });
  await expect(change).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(changeRole).toBeFocused();
  await page.keyboard.press('Enter');
  await change.getByRole('button', { name: t('common.cancel') }).click();
  await expect(change).toHaveCount(0);
  await expect(role).toHaveValue('billing');
  await expect(role).toBeFocused();
  await expect(changeRole).toBeDisabled();

  await role.selectOption({ label: t('account.team.role.viewer') });
  await changeRole.click();
  await change.getByRole('button', { name: t('account.team.changeConfirm') }).click();
  await expect(team.getByRole('status')).toHaveText(
    t('account.team.changed', { name, role: t('account.team.role.viewer') }),
  );
  await expect(role).toHaveValue('viewer');
  await expect(changeRole).toBeDisabled();
  await expect(role).toBeFocused();

  await team.getByRole('button', { name: t('account.team.removeNamed', { name }) }).click();
  const removal = page.getByRole('alertdialog', { name: t('account.team.removeTitle', { name }) });
  await expect(removal).toContainText(email);
  await removal.getByRole('button', { name: t('account.team.removeConfirm') }).click();
  await expect(team.getByRole('status')).toHaveText(t('account.team.removed', { name }));
  await expect(team.getByRole('status')).toBeFocused();
  await expect(team.getByText(email)).toHaveCount(0);
});
