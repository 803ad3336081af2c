import { expect, test } from '../support/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { t } from '../support/i18n';
import { codeIn, latestMessage, lastMessageId } from '../support/outbox';
import { DEMO } from '../support/paths';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';
import { provePhone } from '../support/phone';

// The settings tab (issue 10) on the demo customer, the one account with a subscription. Every test
// leaves it as it found it (its e-mail and password), even when it fails half-way: the rest of the
// suite signs in with it.

const SETTINGS = '/#/additional-info?tab=settings';
const NEW_PASSWORD = 'new-secret-42X';

/** A fresh address of at most 39 characters. */
const freshEmail = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`;

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/v2/auth/email', { data: { email, password } });
  if (!res.ok()) return null;
  const body = (await res.json()) as { token: string; user: { id: string; email: string } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

/** Puts the demo customer back to its seeded e-mail and password, through the API. */
async function restoreDemo(request: APIRequestContext, email: string, password: string) {
  const session = await apiLogin(request, email, password);
  if (!session) return;
  if (password !== DEMO.password) {
    const res = await request.patch(`/v2/users/${session.id}/password`, {
      headers: session.headers,
      data: { currentPassword: password, newPassword: DEMO.password },
    });
    expect(res.status()).toBe(200);
  }
  if (email !== DEMO.email) {
    const after = await lastMessageId(request, DEMO.email);
    const sent = await request.post(`/v2/users/${session.id}/requestEmailChange`, {
      headers: session.headers,
      data: { currentEmail: email, newEmail: DEMO.email, password: DEMO.password },
    });
    expect(sent.status()).toBe(200);
    const mail = await latestMessage(request, DEMO.email, () => true, after);
    const done = await request.post(`/v2/users/${session.id}/validateEmailChange`, {
      headers: session.headers,
      data: { newEmail: DEMO.email, code: codeIn(mail.text) },
    });
    expect(done.status()).toBe(200);
  }
}

/** Presses Tab until the element has the focus: a keyboard user's way to a control. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was never reached with Tab');
}

/**
 * Logs out as a person does: the login page shows before anything else is done. The portal stays
 * signed in until the server has ended the login; a page opened meanwhile (the login's address
 * sends a signed-in customer back to the users tab) would call the API with the ended login.
 */
async function logOut(page: Page) {
  await page.getByRole('button', { name: t('shell.header.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByLabel(t('auth.field.email'), { exact: true })).toBeVisible();
}

async function openSettings(page: Page) {
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { name: t('account.settings.title') })).toBeVisible();
}

const emailCard = (page: Page) =>
  page.getByRole('region', { name: t('account.settings.emailChange.title') });
const passwordCard = (page: Page) =>
  page.getByRole('region', { name: t('account.settings.password.title') });

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await axe(page).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `${where}: ${found.join('\n')}`).toEqual([]);
}

test('changing the e-mail by keyboard alone: code from the outbox, then only the new address signs in', async ({
  page,
  request,
  browserErrors,
}) => {
  // A wrong code, and the old address after the change, are refused.
  browserErrors.refused(401, /\/v2\/users\/[^/]+\/validateEmailChange/);
  browserErrors.refused(401, '/v2/auth/email');
  test.setTimeout(90_000);
  const newEmail = freshEmail('demo');
  try {
    await logIn(page);
    await expectPortal(page);
    await openSettings(page);
    const card = emailCard(page);
    await expectNoAxeViolations(page, 'settings, step 0');

    // Step 0, from the keyboard only.
    await tabTo(page, card.getByLabel(t('account.settings.emailChange.currentEmail')));
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    const beforeCode = await lastMessageId(request, newEmail);
    await page.keyboard.press('Enter');

    // Step 1: the heading takes the focus; the code comes from the new address's mailbox.
    const codeHeading = card.getByRole('heading', {
      name: t('account.settings.emailChange.codeTitle'),
    });
    await expect(codeHeading).toBeFocused();
    await expect(card.getByText(newEmail)).toBeVisible();
    await expect(
      card.getByRole('button', { name: t('common.resendIn', { seconds: '30' }) }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'settings, code step');
    const mail = await latestMessage(request, newEmail, () => true, beforeCode);
    expect(mail.subject).toContain('Your code to confirm your new e-mail');
    const code = codeIn(mail.text);

    // A wrong code first: its message and the tries left, at the field.
    const wrong = code === '000000' ? '111111' : '000000';
    await tabTo(page, card.getByLabel(t('common.oneTimeCode')));
    await page.keyboard.type(wrong);
    await expect(card.getByText(`${t('errors.codeInvalid')} 4 tries left.`)).toBeVisible();
    await expectNoAxeViolations(page, 'settings, wrong code');

    // The right code submits itself once six digits are in.
    await page.keyboard.type(code);
    await expect(
      card.getByRole('heading', { name: t('account.settings.emailChange.doneTitle') }),
    ).toBeFocused();
    // The account is reloaded: the header shows the new address.
    await expect(page.getByRole('banner')).toContainText(newEmail);
    await expect(page.locator('.account-email')).toHaveText(newEmail);

    // The old address is told.
    const notice = await latestMessage(
      request,
      DEMO.email,
      (m) => m.subject === 'The e-mail of your Property Video account was changed',
    );
    expect(notice.text).toContain(newEmail);

    // Only the new address signs in now.
    await logOut(page);
    await logIn(page, { email: DEMO.email, password: DEMO.password });
    await expect(page.getByText(t('errors.identifiersNotRecognized'))).toBeVisible();
    await logIn(page, { email: newEmail, password: DEMO.password });
    await expectPortal(page);
  } finally {
    await restoreDemo(request, newEmail, DEMO.password);
  }
});

test('changing the password by keyboard alone signs out the other session; only the new password signs in', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  // The old password, and the other session the change ends, are refused.
  browserErrors.refused(401, '/v2/auth/email');
  browserErrors.refused(401, '/v2/auth/refreshtoken');
  browserErrors.refused(401, /\/v2\/users\/me(\/users)?/);
  test.setTimeout(90_000);
  // A second browser, signed in before the change.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await logIn(otherPage);
    await expectPortal(otherPage);

    await logIn(page);
    await expectPortal(page);
    await openSettings(page);
    const card = passwordCard(page);

    await tabTo(page, card.getByLabel(t('account.settings.password.current'), { exact: true }));
    await page.keyboard.type(DEMO.password);
    await tabTo(page, card.getByLabel(t('account.settings.password.new'), { exact: true }));
    // The strength hints tick as the new password is typed.
    const upper = card.getByRole('listitem').filter({ hasText: t('common.passwordHints.upper') });
    await expect(upper).toHaveAttribute('data-met', 'false');
    await page.keyboard.type(NEW_PASSWORD);
    await expect(upper).toHaveAttribute('data-met', 'true');
    await expect(card.locator('.ui-hint-item[data-met="false"]')).toHaveCount(0);
    await tabTo(page, card.getByLabel(t('account.settings.password.repeat'), { exact: true }));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(
      card.getByRole('heading', { name: t('account.settings.password.doneTitle') }),
    ).toBeFocused();
    await expectNoAxeViolations(page, 'settings, password changed');
    await latestMessage(
      request,
      DEMO.email,
      (m) => m.subject === 'Your Property Video password was changed',
    );

    // This session goes on; the other one is out at its next call.
    await page.reload();
    await expect(page.getByRole('heading', { name: t('account.settings.title') })).toBeVisible();
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/#\/login/);
    await expect(otherPage.getByText(t('errors.sessionExpired'))).toBeVisible();

    await logOut(page);
    await logIn(page, { email: DEMO.email, password: DEMO.password });
    await expect(page.getByText(t('errors.identifiersNotRecognized'))).toBeVisible();
    await logIn(page, { email: DEMO.email, password: NEW_PASSWORD });
    await expectPortal(page);
  } finally {
    await other.close();
    await restoreDemo(request, DEMO.email, NEW_PASSWORD);
  }
});

test('the settings forms show each refusal at its field and guard unsaved changes', async ({
  page,
  request,
  browserErrors,
}) => {
  // What the forms send wrong on purpose, refused by the API at their fields.
  browserErrors.refused(400, /\/v2\/users\/[^/]+\/(requestEmailChange|password)/);
  browserErrors.refused(409, /\/v2\/users\/[^/]+\/requestEmailChange/);
  // An address another account already uses.
  const taken = freshEmail('taken');
  const created = await request.post('/v2/users', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: taken,
      phone: '+44 20 7946 0001',
      password: 'cobol-1959',
      confirmPassword: 'cobol-1959',
      origin: 'realty',
    },
  });
  expect(created.status()).toBe(201);

  await logIn(page);
  await expectPortal(page);
  await openSettings(page);
  const card = emailCard(page);
  const currentEmail = card.getByLabel(t('account.settings.emailChange.currentEmail'));
  const newEmail = card.getByLabel(t('account.settings.emailChange.newEmail'));
  const password = card.getByLabel(t('account.settings.emailChange.password'), { exact: true });
  const send = card.getByRole('button', { name: t('account.settings.emailChange.send') });

  // The browser checks the shared rules first.
  await currentEmail.fill(DEMO.email);
  await newEmail.fill(DEMO.email);
  await password.fill(DEMO.password);
  await send.click();
  await expect(card.getByText(t('validation.newEmail.same'))).toBeVisible();

  await newEmail.fill(taken);
  await send.click();
  await expect(card.getByText(t('errors.newEmailTaken'))).toBeVisible();
  await expect(newEmail).toBeFocused();
  await expect(card.getByRole('alert')).toHaveText(t('errors.formInvalid'));

  await newEmail.fill(freshEmail('other'));
  await password.fill('not-the-password-1');
  await send.click();
  await expect(card.getByText(t('errors.passwordWrong'))).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page, 'settings, refused');

  const pw = passwordCard(page);
  await pw.getByLabel(t('account.settings.password.current'), { exact: true }).fill('wrong-one-1');
  await pw.getByLabel(t('account.settings.password.new'), { exact: true }).fill(NEW_PASSWORD);
  await pw.getByLabel(t('account.settings.password.repeat'), { exact: true }).fill('different-1');
  await pw.getByRole('button', { name: t('account.settings.password.submit') }).click();
  await expect(pw.getByText(t('validation.confirmPassword.mismatch'))).toBeVisible();
  await pw.getByLabel(t('account.settings.password.repeat'), { exact: true }).fill(NEW_PASSWORD);
  await pw.getByRole('button', { name: t('account.settings.password.submit') }).click();
  await expect(pw.getByText(t('errors.passwordWrong'))).toBeVisible();

  // Unsaved changes: another tab asks first; "Stay" keeps what was typed.
  await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('common.leave.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('common.leave.stay') }).click();
  await expect(page).toHaveURL(/tab=settings/);
  await expect(newEmail).not.toHaveValue('');
  await page.getByRole('tab', { name: t('shell.tabs.billing') }).click();
  await dialog.getByRole('button', { name: t('common.leave.confirm') }).click();
  await expect(page).toHaveURL(/tab=billing/);

  // Nothing changed: the demo still signs in as before.
  expect(await apiLogin(request, DEMO.email, DEMO.password)).not.toBeNull();
});

test('the phone: a new number needs the password and a code before it signs in, and then it does', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const unique = `${Date.now() % 1_000_000}`.padStart(6, '0');
  // A block libphonenumber knows as allocated throughout (07400).
  const newPhone = `+44 7400 ${unique}`;
  const newE164 = newPhone.replaceAll(' ', '');
  const card = page.getByRole('region', { name: t('account.settings.phone.title') });
  try {
    await logIn(page);
    await expectPortal(page);
    await openSettings(page);
    // The demo's number is proven: it signs in.
    await expect(card.getByRole('heading', { name: DEMO.phone })).toBeVisible();
    await expect(card.getByText(t('account.settings.phone.verified'))).toBeVisible();

    // A new number, with the password; the shared rules are checked in the browser first.
    await card.getByRole('button', { name: t('account.settings.phone.change') }).click();
    await expect(
      card.getByRole('heading', { name: t('account.settings.phone.change') }),
    ).toBeFocused();
    const phoneField = card.getByLabel(t('account.settings.phone.newPhone'));
    const save = card.getByRole('button', { name: t('account.settings.phone.save') });
    await phoneField.fill('+44 (0)7700 900123');
    await card
      .getByLabel(t('account.settings.phone.password'), { exact: true })
      .fill(DEMO.password);
    await save.click();
    await expect(card.getByText(t('validation.phone.invalid'))).toBeVisible();
    await expect(phoneField).toBeFocused();
    await expectNoAxeViolations(page, 'settings, phone refused');
    await phoneField.fill(newPhone);
    await save.click();

    // Saved, not proven: it does not sign in yet.
    await expect(card.getByRole('heading', { name: newPhone })).toBeFocused();
    await expect(card.getByText(t('account.settings.phone.unverified'))).toBeVisible();
    await expect(card.getByText(t('account.settings.phone.changed'))).toBeVisible();
    await expectNoAxeViolations(page, 'settings, phone unproven');
    const early = await request.post('/v2/auth/requestlogin', { data: { phone: newPhone } });
    expect(early.status()).toBe(404);

    // The code, by keyboard: it submits itself once six digits are in.
    const before = await lastMessageId(request, newE164);
    await card.getByRole('button', { name: t('account.settings.phone.verify') }).click();
    await expect(
      card.getByRole('heading', { name: t('account.settings.phone.codeTitle') }),
    ).toBeFocused();
    await expect(card.getByText(newE164)).toBeVisible();
    await expectNoAxeViolations(page, 'settings, phone code');
    const sms = await latestMessage(request, newE164, (m) => m.channel === 'sms', before);
    expect(sms.text).toContain('to verify this number');
    await tabTo(page, card.getByLabel(t('common.oneTimeCode')));
    await page.keyboard.type(codeIn(sms.text));
    await expect(
      card.getByRole('heading', { name: t('account.settings.phone.doneTitle') }),
    ).toBeFocused();
    await card.getByRole('button', { name: t('account.settings.close') }).click();
    await expect(card.getByText(t('account.settings.phone.verified'))).toBeVisible();

    // Now the new number signs in to the demo.
    const sent = await request.post('/v2/auth/requestlogin', { data: { phone: newPhone } });
    expect(sent.status()).toBe(200);
  } finally {
    // The rest of the suite signs in with the demo's own number.
    await provePhone(request, DEMO, DEMO.phone);
  }
});
