import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { MessageId } from '@portal/shell/platform';
import forbiddenEn from '@portal/shared/i18n/delivery/members/en-us';
import forbiddenFr from '@portal/shared/i18n/delivery/members/fr';
import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { tabTo } from '../support/keyboard';
import { latestMessage } from '../support/outbox';
import { E2E_BASE_URL } from '../support/paths';
import { profileDetails } from '../support/profiles';
import { expectPortal, logIn } from '../support/session';

// Issue 37's "Done when", as one office lives it: the owner of a paid customer invites an admin
// and a billing member by e-mail; each joins from the link of the mail in a browser of their own;
// the admin creates a profile through the wizard (no billing tab); the billing member downloads an
// invoice (no wizard: the role page, and the API's 403 in the caller's language); the owner
// removes the admin, whose open tab is signed out at its next move; the owner's Activity tab lists
// every step with the right person, and its CSV export has them.

const VIEWPORT = { width: 1280, height: 800 };
const PASSWORD = 'member-secret-1';
const joinLinkIn = (text: string) => /https?:\/\/\S+#\/join\?token=[\w-]+/.exec(text)![0];
const action = (id: string) => t(`account.activity.action.${id}` as MessageId);
const role = (name: string) => t(`account.activity.role.${name}` as MessageId);

async function expectNoViolations(page: Page, selector?: string) {
  const builder = axe(page);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The invited person opens the mail's link in a browser of their own and joins with a password. */
async function joinFromMail(
  browser: Browser,
  mailText: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'en-US',
    viewport: VIEWPORT,
  });
  const page = await context.newPage();
  await page.goto(`/${new URL(joinLinkIn(mailText)).hash}`);
  await expect(page.getByRole('heading', { level: 1, name: t('auth.join.title') })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await page.getByLabel(t('auth.field.firstName')).fill(person.firstName);
  await page.getByLabel(t('auth.field.lastName')).fill(person.lastName);
  await page.getByLabel(t('auth.join.newPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.join.submit') }).click();
  await expect(page).toHaveURL(/#\/additional-info/);
  // Signed in as themselves, not as the owner.
  await expect(page.getByText(t('shell.header.signedInAs', { email: person.email }))).toBeVisible();
  return page;
}

/** The wizard's step on screen: its heading. */
const expectStep = (page: Page, step: MessageId) =>
  expect(page.getByRole('heading', { level: 2, name: t(step), exact: true })).toBeVisible();

test.use({ viewport: VIEWPORT });

test('the owner invites an admin and a billing member, each does their part, the admin is removed and signed out, the Activity tab and its CSV name every step', async ({
  page,
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  const owner = await paidCustomer(request, '4242 4242 4242 4242', 5);
  const ownerName = 'Ada Lovelace';
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const admin = { email: `omar-${stamp}@example.com`, firstName: 'Omar', lastName: 'Haddad' };
  const billing = { email: `bea-${stamp}@example.com`, firstName: 'Bea', lastName: 'Counts' };
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const billingName = `${billing.firstName} ${billing.lastName}`;
  const profileName = `Noor Field ${stamp.slice(-4)}`;

  // 1. The owner invites both from Settings → Team, by keyboard.
  await logIn(page, owner);
  await expectPortal(page);
  await page.getByRole('tab', { name: t('shell.tabs.settings') }).click();
  const team = page.getByRole('region', { name: t('account.team.title') });
  const invited = team.getByLabel(t('account.team.invite.email'));
  const send = team.getByRole('button', { name: t('account.team.invite.submit') });
  const news = team.getByRole('status');
  await invited.click();
  // The role is Admin unless chosen: the e-mail and Enter.
  await expect(team.getByLabel(t('account.team.invite.role'))).toHaveValue('admin');
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Enter');
  await expect(news).toHaveText(t('account.team.invite.sent', { email: admin.email }));
  // Ready for the next person: the e-mail again, Tab to the role, B for Billing, Tab to send.
  await expect(invited).toBeFocused();
  await page.keyboard.type(billing.email);
  await page.keyboard.press('Tab');
  await expect(team.getByLabel(t('account.team.invite.role'))).toBeFocused();
  await page.keyboard.press('b');
  await expect(team.getByLabel(t('account.team.invite.role'))).toHaveValue('billing');
  await tabTo(page, send, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(news).toHaveText(t('account.team.invite.sent', { email: billing.email }));
  const pending = team.getByRole('region', { name: t('account.team.pending.title') });
  await expect(pending.getByText(admin.email)).toBeVisible();
  await expect(pending.getByText(billing.email)).toBeVisible();
  await expectNoViolations(page, '.account-team');

  // 2. Each opens the link of their mail in their own browser and joins.
  const adminPage = await joinFromMail(
    browser,
    (await latestMessage(request, admin.email)).text,
    admin,
  );
  await expectPortal(adminPage);
  const billingPage = await joinFromMail(
    browser,
    (await latestMessage(request, billing.email)).text,
    billing,
  );
  await expect(billingPage.getByRole('tab', { selected: true })).toHaveText(
    t('shell.tabs.billing'),
  );

  // 3. The admin: users, settings and activity, no billing; a profile through the wizard.
  await expect(adminPage.getByRole('tab')).toHaveText([
    t('shell.tabs.users'),
    t('shell.tabs.settings'),
    t('shell.tabs.activity'),
  ]);
  await adminPage.getByRole('link', { name: t('profiles.add') }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();
  // A login phone no other profile of the run has (exchanges 556-559, four random digits).
  const random = (below: number) => Math.floor(Math.random() * below);
  const phone = `+1 415 55${6 + random(4)} ${String(random(10_000)).padStart(4, '0')}`;
  for (const [label, value] of profileDetails(profileName, phone, 'noor@harbour.example'))
    await adminPage.getByLabel(t(label), { exact: true }).fill(value);
  const next = adminPage.getByRole('button', { name: t('profiles.wizard.next') });
  await next.click();
  await expectStep(adminPage, 'profiles.step.branding');
  await adminPage.getByRole('checkbox', { name: t('profiles.field.noLogo') }).check();
  await adminPage.getByRole('checkbox', { name: t('profiles.field.noPhoto') }).check();
  for (const step of ['theme', 'franchise', 'request', 'preview'] as const) {
    await next.click();
    await expectStep(adminPage, `profiles.step.${step}`);
  }
  await adminPage.getByRole('button', { name: t('profiles.wizard.create') }).click();
  await expectPortal(adminPage);
  await expect(
    adminPage.getByRole('region', { name: t('profiles.list.title') }).getByText(profileName),
  ).toBeVisible();

  // 4. The billing member: billing and settings only; an invoice downloads as a PDF.
  await expect(billingPage.getByRole('tab')).toHaveText([
    t('shell.tabs.billing'),
    t('shell.tabs.settings'),
  ]);
  const invoice = billingPage.getByRole('table').getByRole('row').nth(1);
  const number = (await invoice.getByRole('cell').nth(1).textContent())!.trim();
  const download = billingPage.waitForEvent('download');
  await invoice
    .getByRole('button', { name: t('account.invoices.downloadNumber', { number }) })
    .click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // No wizard offered; forced by its link, the role page says why.
  await expect(billingPage.getByRole('link', { name: t('profiles.add') })).toHaveCount(0);
  await billingPage.goto('/#/user/new');
  await expect(
    billingPage.getByRole('heading', { level: 1, name: t('roles.denied.title') }),
  ).toBeVisible();
  await expect(
    billingPage.getByText(t('roles.denied.body', { role: t('roles.name.billing') })),
  ).toBeVisible();
  // Forced through the API with the page's own login: 403 in the caller's language.
  const token = await billingPage.evaluate(() => localStorage.getItem('token'));
  for (const [language, texts] of [
    ['en-US', forbiddenEn],
    ['fr-FR', forbiddenFr],
  ] as const) {
    const refused = await request.post('/v2/companies', {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      data: {
        loginPhoneNumber: '+1 415 556 0000',
        name: 'Harbour Homes',
        outroFullName: 'Forced Entry',
        outroPhoneNumber: '+1 415 556 0000',
        outroEmail: 'forced@harbour.example',
        designFullName: 'Forced Entry',
        designPhoneNumber: '+1 415 556 0000',
        designLanguage: 'en',
        noLogo: true,
        noPicAgent: true,
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'FORBIDDEN_ROLE',
      message: texts['delivery.members.forbidden.billing'],
    });
  }

  // 5. The owner removes the admin, confirming in a dialog that names them.
  await page.reload();
  await team
    .getByRole('button', { name: t('account.team.removeNamed', { name: adminName }) })
    .click();
  const removal = page.getByRole('alertdialog', {
    name: t('account.team.removeTitle', { name: adminName }),
  });
  await expect(removal).toContainText(admin.email);
  await removal.getByRole('button', { name: t('account.team.removeConfirm') }).click();
  await expect(news).toHaveText(t('account.team.removed', { name: adminName }));
  await expect(team.getByText(admin.email)).toHaveCount(0);

  // The admin's open tab: their next move finds the session ended, and the login page says why:
  // they are no longer in the team. Its calls are refused (401 MEMBERSHIP_ENDED), as a refresh is.
  browserErrors.refused(401, '/v2/activity');
  browserErrors.refused(401, '/v2/activity/people');
  browserErrors.refused(401, '/v2/auth/refreshtoken');
  await adminPage.getByRole('tab', { name: t('shell.tabs.activity') }).click();
  await expect(adminPage).toHaveURL(/#\/login$/);
  await expect(adminPage.getByText(t('errors.membershipEnded'))).toBeVisible();
  await expect(adminPage.getByText(profileName)).toHaveCount(0);

  // 6. The owner's Activity tab: every step, newest first, with the right person.
  await page.getByRole('tab', { name: t('shell.tabs.activity') }).click();
  const table = page.getByRole('table', { name: t('account.activity.listLabel') });
  const steps = [
    { action: 'member.removed', who: ownerName, role: 'owner', target: admin.email },
    // A profile is named by its agent (an office's profiles share one company).
    { action: 'profile.created', who: adminName, role: 'admin', target: profileName },
    { action: 'member.joined', who: billingName, role: 'billing', target: null },
    { action: 'member.joined', who: adminName, role: 'admin', target: null },
    { action: 'member.invited', who: ownerName, role: 'owner', target: billing.email },
    { action: 'member.invited', who: ownerName, role: 'owner', target: admin.email },
    { action: 'auth.signedIn', who: ownerName, role: 'owner', target: null },
  ];
  const rows = table.getByRole('row');
  // The header row, then one row per step; a row's cells: when, who, what, item, changes, place.
  await expect(rows).toHaveCount(steps.length + 1);
  for (const [index, step] of steps.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(2)).toHaveText(action(step.action));
    await expect(cells.nth(1)).toContainText(step.who);
    await expect(cells.nth(1)).toContainText(role(step.role));
    if (step.target) await expect(cells.nth(3)).toContainText(step.target);
  }
  await expect(rows.nth(2).getByRole('cell').nth(1)).toContainText(admin.email);
  // The removal's change names the role the admin had, in words.
  await expect(rows.nth(1).getByRole('cell').nth(4)).toContainText(role('admin'));
  await expectNoViolations(page);

  // The CSV export has the same events.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: t('account.activity.export') }).click();
  const lines = (await readFile((await (await exported).path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(lines).toHaveLength(steps.length);
  for (const [row, step] of steps.entries()) {
    expect(lines[row]).toContain(step.action);
    expect(lines[row]).toContain(step.who);
    if (step.target) expect(lines[row]).toContain(step.target);
  }
  expect(lines[1]).toContain(admin.email);
  expect(lines[2]).toContain(billing.email);

  // By person: the admin, no longer in the team, and their two steps.
  await page.getByRole('combobox', { name: t('account.activity.filter.person') }).selectOption({
    label: t('account.activity.filter.formerMember', { person: `${adminName} (${admin.email})` }),
  });
  await expect(rows).toHaveCount(3);
  for (const [index, step] of ['profile.created', 'member.joined'].entries()) {
    await expect(
      rows
        .nth(index + 1)
        .getByRole('cell')
        .nth(2),
    ).toHaveText(action(step));
    await expect(
      rows
        .nth(index + 1)
        .getByRole('cell')
        .nth(1),
    ).toContainText(adminName);
  }
  await billingPage.context().close();
  await adminPage.context().close();
});
