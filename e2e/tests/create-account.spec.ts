import { expect, test } from '../support/test';
import { t } from '../support/i18n';

test('a new account is created, logged in automatically and meets the not-allowed gate', async ({
  page,
  browserErrors,
}) => {
  // The second account with the same e-mail is refused.
  browserErrors.refused(409, '/v2/users');
  const email = `new${Date.now() % 1_000_000}@agency.com`;
  const calls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/v2/'))
      calls.push(`${response.request().method()} ${path} ${response.status()}`);
  });

  await page.goto('/#/create-account');
  await page.getByLabel(t('auth.field.firstName')).fill('Ana');
  await page.getByLabel(t('auth.field.lastName')).fill('Silva');
  await page.getByLabel(t('auth.field.email')).fill(email);
  await page.getByLabel(t('auth.field.phone')).fill('+351 912 345 678');
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill('secret123');
  await page.getByLabel(t('auth.field.confirmPassword')).fill('secret123');
  await page.getByRole('button', { name: t('auth.createAccount.submit') }).click();

  // Created, then signed in with the same credentials, then refused: it has no paid subscription.
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('alert')).toContainText(t('errors.notAllowed'));
  expect(calls).toContain('POST /v2/users 201');
  expect(calls).toContain('POST /v2/auth/email 200');
  expect(calls.indexOf('POST /v2/auth/email 200')).toBeGreaterThan(
    calls.indexOf('POST /v2/users 201'),
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The same e-mail cannot be used twice; the server's message shows under the form.
  await page.goto('/#/create-account');
  await page.getByLabel(t('auth.field.firstName')).fill('Ana');
  await page.getByLabel(t('auth.field.lastName')).fill('Silva');
  await page.getByLabel(t('auth.field.email')).fill(email);
  await page.getByLabel(t('auth.field.phone')).fill('+351 912 345 678');
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill('secret123');
  await page.getByLabel(t('auth.field.confirmPassword')).fill('secret123');
  await page.getByRole('button', { name: t('auth.createAccount.submit') }).click();
  // Said once, where it applies: under the e-mail field (which takes the focus); the form's alert
  // only says to check the fields.
  const emailField = page.getByLabel(t('auth.field.email'));
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(t('errors.emailTaken'));
  await expect(page.getByRole('alert')).toHaveText(t('errors.formInvalid'));
});

test('the form shows the same rule text as the API, before anything is sent', async ({
  page,
  request,
}) => {
  const posted: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
  await page.goto('/#/create-account');
  await page.getByLabel(t('auth.field.phone')).fill('351912345678');
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill('short1');
  await page.getByLabel(t('auth.field.confirmPassword')).fill('short2');
  await page.getByRole('button', { name: t('auth.createAccount.submit') }).click();

  const phone = page.getByLabel(t('auth.field.phone'));
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('validation.phone.plus'))).toBeVisible();
  await expect(page.getByText(t('validation.password.min'))).toBeVisible();
  await expect(page.getByText(t('validation.confirmPassword.mismatch'))).toBeVisible();
  expect(posted).toEqual([]);

  const response = await request.post('/v2/users', {
    data: {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@agency.com',
      phone: '351912345678',
      password: 'secret123',
      confirmPassword: 'secret123',
      origin: 'realty',
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe(t('validation.phone.plus'));
});
