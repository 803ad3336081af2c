import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { tabTo, typeInto } from '../support/keyboard';
import { codeIn, lastMessageId, latestMessage, recoveryLinkIn } from '../support/outbox';
import { DEMO } from '../support/paths';
import { expectPortal } from '../support/session';

// Every sign-in method with the keyboard alone: no click, no fill, only Tab, arrows, typing, Enter.

test('e-mail and password by keyboard', async ({ page }) => {
  await page.goto('/#/login');
  await typeInto(page, page.getByLabel(t('auth.field.email'), { exact: true }), DEMO.email);
  await typeInto(page, page.getByLabel(t('auth.field.password'), { exact: true }), DEMO.password);
  await page.keyboard.press('Enter');
  await expectPortal(page);
});

test('phone and one-time code by keyboard', async ({ page }) => {
  await page.goto('/#/login');
  const emailTab = page.getByRole('tab', { name: t('auth.login.tabEmail') });
  await tabTo(page, emailTab);
  // Tabs follow the arrow keys (WAI-ARIA tabs pattern).
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t('auth.login.tabPhone') })).toBeFocused();
  await page.keyboard.press('Enter');
  const after = await lastMessageId(page.request, DEMO.phone.replaceAll(' ', ''));
  await typeInto(page, page.getByLabel(t('auth.phone.field')), DEMO.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('auth.phone.codeTitle') })).toBeFocused();
  const message = await latestMessage(
    page.request,
    DEMO.phone.replaceAll(' ', ''),
    (m) => m.channel === 'sms',
    after,
  );
  await typeInto(page, page.getByLabel(t('common.oneTimeCode')), codeIn(message.text));
  await expectPortal(page);
});

test('forgot password, then Google, by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  // Forgot: the e-mailed link sets the same password again, which also proves the address for Google.
  await page.goto('/#/login');
  await tabTo(page, page.getByRole('link', { name: t('auth.login.forgot') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/forgot/);
  const after = await lastMessageId(page.request, DEMO.email);
  await typeInto(page, page.getByLabel(t('auth.field.email'), { exact: true }), DEMO.email);
  await page.keyboard.press('Enter');
  const mail = await latestMessage(page.request, DEMO.email, (m) => m.channel === 'email', after);
  await page.goto(recoveryLinkIn(mail.text));
  await typeInto(page, page.getByLabel(t('auth.recover.password'), { exact: true }), DEMO.password);
  await typeInto(page, page.getByLabel(t('auth.recover.confirm'), { exact: true }), DEMO.password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: t('auth.login.passwordReset') }),
  ).toBeVisible();

  await page.goto('/#/login');
  await tabTo(page, page.getByRole('button', { name: t('auth.social.google') }));
  await page.keyboard.press('Enter');
  // The provider's own page, by keyboard too.
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), DEMO.email);
  await page.keyboard.press('Enter');
  await expectPortal(page);
});
