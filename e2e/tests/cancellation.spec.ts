import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { expectPortal, logIn } from '../support/session';

// Cancelling in the portal (issue 39), the e2e line: cancel with a reason -> the neutral "Ends on"
// state (no warning) -> resume -> active. The billing clock does not move.

test('the owner cancels with a reason, sees "Ends on <date>" without a warning, then resumes', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  await logIn(page, customer);
  await expectPortal(page);
  await page.goto('/#/additional-info?billing=true');

  const open = page.getByRole('button', { name: t('account.cancellation.open'), exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: t('account.cancellation.title') });
  await expect(dialog).toBeVisible();
  // Said once, before anything is done: when access ends, the app stops, data kept until.
  await expect(
    dialog.getByRole('heading', { name: t('account.cancellation.whatHappens') }),
  ).toBeVisible();
  await expect(dialog.getByText(/Your agents’ app stops on /)).toBeVisible();
  await expect(dialog.getByText(/are kept until /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('account.cancellation.keep') })).toBeFocused();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  const reasons = dialog.getByRole('group', { name: t('account.cancellation.reason') });
  await reasons.getByRole('radio', { name: t('account.cancellation.reason.not_using') }).check();
  await dialog
    .getByRole('textbox', { name: t('account.cancellation.comment') })
    .fill('Our agents are on leave until spring.');
  await dialog.getByRole('button', { name: t('account.cancellation.confirm') }).click();
  await expect(dialog).toBeHidden();

  // The neutral state: the date it ends and Resume, and no "check your subscription" warning.
  const ends = page.getByTestId('subscription-ends');
  await expect(ends).toContainText(/^Ends on /);
  const endsOn = (await ends.textContent())!.replace(/^Ends on /, '');
  await expect(page.getByText(t('shell.disabled.title'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('account.cancellation.open') })).toHaveCount(0);
  // The owner is told by e-mail, with the same date.
  const mail = await latestMessage(request, customer.email, (m) =>
    Boolean(m.subject?.startsWith('Your Property Video subscription ends on')),
  );
  expect(mail.subject).toContain(endsOn);

  // Resume before the end: active again, nothing charged, the cancel button back.
  await page.getByRole('button', { name: t('account.cancellation.resume'), exact: true }).click();
  await expect(page.getByText(t('account.cancellation.resumed'))).toBeVisible();
  await expect(page.locator('dd[data-status="ACTIVE"]')).toBeVisible();
  await expect(ends).toHaveCount(0);
  await expect(open).toBeVisible();
});
