import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import { axe } from '../support/axe';
import { acceptTerms, fillCard, payButton, reachPayment, uniqueEmail } from '../support/checkout';
import { t } from '../support/i18n';
import { codeIn, lastMessageId, latestMessage, recoveryLinkIn } from '../support/outbox';
import { REPO_ROOT } from '../support/paths';
import { provePhone } from '../support/phone';
import { expectPortal } from '../support/session';

/**
 * Issue 28, as a customer meets it: paying then opening the account without typing anything the
 * checkout has; phone sign-in with wrong codes; a recovery link that no longer works.
 */

/** A text of the catalogues as a pattern that finds it inside a longer one. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await axe(page).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  expect(found, label).toEqual([]);
}

let made = 0;
/** A new, unpaid account with a mobile number of its own, proven (phone sign-in needs that). */
async function accountWithProvenPhone(page: Page) {
  made += 1;
  const unique = `${Date.now() % 100_000}${made}`.slice(-6).padStart(6, '0');
  const account = {
    firstName: 'Rui',
    lastName: 'Costa',
    email: `handoff${unique}@agency.com`,
    phone: `+351 914 ${unique.slice(0, 3)} ${unique.slice(3)}`,
    password: 'phone-secret-1',
    confirmPassword: 'phone-secret-1',
    origin: 'realty',
  };
  expect((await page.request.post('/v2/users', { data: account })).status()).toBe(201);
  await provePhone(page.request, account);
  return { ...account, e164: account.phone.replaceAll(' ', '') };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('paid: the success screen offers "Open my account" only, which asks only for a password', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/#/checkout');
      await page.evaluate(() => sessionStorage.clear());
      const email = uniqueEmail(`handoff${viewport.width}`);
      await reachPayment(page, email, 2);
      await fillCard(page, '4242424242424242');
      await acceptTerms(page);
      await payButton(page).click();

      await expect(page.getByRole('heading', { name: t('checkout.success.title') })).toBeFocused();
      // A new customer is not asked whether they already are one.
      await expect(page.getByText(t('checkout.haveAccount'))).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('checkout.logIn') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('checkout.success.signIn') })).toHaveCount(0);
      await expectNoAxeViolations(page, `success ${viewport.width}`);
      await page.screenshot({
        path: join(REPO_ROOT, 'e2e', 'screenshots', `checkout-success-en-us-${viewport.width}.png`),
        fullPage: true,
      });

      await page.getByRole('link', { name: t('checkout.success.openAccount') }).click();
      await expect(page).toHaveURL(/#\/create-account\?claim=[\w-]{43}$/);
      // What the checkout has is shown, not asked again.
      const fact = (label: string, value: string) =>
        page.getByRole('term').filter({ hasText: label }).locator('xpath=..').getByText(value);
      await expect(fact(t('auth.field.email'), email)).toBeVisible();
      await expect(fact(t('auth.field.firstName'), 'Ana')).toBeVisible();
      await expect(fact(t('auth.field.lastName'), 'Silva')).toBeVisible();
      await expect(fact(t('auth.field.phone'), '+1 415 555 0199')).toBeVisible();
      await expect(fact(t('auth.field.company'), 'Harbour Homes')).toBeVisible();
      await expect(fact(t('auth.field.industry'), t('auth.origin.realty'))).toBeVisible();
      for (const label of [
        'auth.field.firstName',
        'auth.field.lastName',
        'auth.field.phone',
      ] as const)
        await expect(page.getByLabel(t(label), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('radiogroup')).toHaveCount(0);
      await expectNoAxeViolations(page, `create account ${viewport.width}`);

      await page.getByLabel(t('auth.field.password'), { exact: true }).fill('handoff-secret-1');
      await page.getByLabel(t('auth.field.confirmPassword')).fill('handoff-secret-1');
      await page.getByRole('button', { name: t('auth.createAccount.submit') }).click();
      await expectPortal(page);
    });

    test('phone: the last try waits for "Sign in"; five wrong codes spend the code, not the number', async ({
      page,
      browserErrors,
    }) => {
      browserErrors.refused(401, '/v2/auth/validatelogin');
      test.setTimeout(90_000);
      const account = await accountWithProvenPhone(page);
      await page.goto('/#/login');
      await page.getByRole('tab', { name: t('auth.login.tabPhone') }).click();
      await page.getByLabel(t('auth.phone.field')).fill(account.phone);
      await page.getByRole('button', { name: t('auth.phone.send') }).click();
      await expect(page.getByRole('heading', { name: t('auth.phone.codeTitle') })).toBeFocused();
      // The number as typed, not "+351914…".
      await expect(page.getByText(account.phone, { exact: true })).toBeVisible();
      await expect(page.getByText(account.e164, { exact: true })).toHaveCount(0);

      const first = await latestMessage(page.request, account.e164, (m) => m.channel === 'sms');
      const wrong = codeIn(first.text) === '000000' ? '111111' : '000000';
      const codeField = page.getByLabel(t('common.oneTimeCode'));
      // Four wrong codes, each sent by its sixth digit.
      for (let left = 4; left >= 1; left--) {
        await codeField.fill(wrong);
        await expect(codeField).toHaveAccessibleDescription(
          new RegExp(`${t('errors.codeInvalid')}.*${left}`),
        );
      }
      // The last try: six digits wait for "Sign in".
      let tries = 0;
      page.on('request', (r) => r.url().endsWith('/v2/auth/validatelogin') && (tries += 1));
      await codeField.fill(wrong);
      await expect(codeField).toHaveAccessibleDescription(containing(t('auth.phone.lastTry')));
      await expectNoAxeViolations(page, `last try ${viewport.width}`);
      expect(tries).toBe(0);
      await page.getByRole('button', { name: t('auth.phone.submit') }).click();
      await expect(codeField).toHaveAccessibleDescription(containing(t('errors.codeExpired')));
      expect(tries).toBe(1);

      // Spent: a new code at once, no 30 s wait, and it signs in.
      const resend = page.getByRole('button', { name: t('common.resend') });
      await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
      await resend.click();
      const second = await latestMessage(
        page.request,
        account.e164,
        (m) => m.channel === 'sms',
        Number(first.id),
      );
      await codeField.fill(codeIn(second.text));
      // Signed in, then stopped by the subscription gate: this account has not paid.
      await expect(page.getByRole('alert')).toHaveText(t('errors.notAllowed'));
    });

    test('a recovery link that was used says so as the page opens', async ({
      page,
      browserErrors,
    }) => {
      browserErrors.refused(400, '/v2/auth/recovery/check');
      const account = await accountWithProvenPhone(page);
      const after = await lastMessageId(page.request, account.email);
      expect(
        (
          await page.request.post('/v2/auth/email/recovery', { data: { email: account.email } })
        ).status(),
      ).toBe(200);
      const mail = await latestMessage(
        page.request,
        account.email,
        (m) => m.channel === 'email',
        after,
      );
      const link = recoveryLinkIn(mail.text);
      const token = new URL(link.replace('#/', '')).searchParams.get('token')!;
      // Used once (another tab, another day)…
      const used = await page.request.post('/v2/auth/recovery', {
        data: { token, password: 'used-secret-2', confirmPassword: 'used-secret-2' },
      });
      expect(used.status()).toBe(200);

      // …then opened: said at once, with the way to a new link, and no form to fill in vain.
      await page.goto(link);
      await expect(page.getByRole('heading', { name: t('auth.recover.title') })).toBeVisible();
      // The API's own text (its catalogue, not the web's): "already used", not "invalid or expired".
      await expect(page.getByRole('alert')).toHaveText(
        deliveryEn['delivery.error.recoveryLinkUsed'],
      );
      await expect(page.getByLabel(t('auth.recover.password'), { exact: true })).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: t('auth.recover.askAgain') }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `recover used ${viewport.width}`);

      // A link no one ever sent says so too.
      await page.goto(`/#/recover?token=${'x'.repeat(43)}`);
      await expect(page.getByRole('alert')).toHaveText(t('errors.recoveryLinkInvalid'));
      await expect(page.getByLabel(t('auth.recover.password'), { exact: true })).toHaveCount(0);
    });
  });
}
