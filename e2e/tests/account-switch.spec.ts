import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { createProfileByApi } from '../support/profiles';
import { logIn } from '../support/session';

// A member of two customer accounts (an agency's marketing person, issue 37) works in one at a
// time: after sign-in the header names the account and offers the other; switching opens the
// other account's portal, its users, with the role there.

const PASSWORD = 'agency-member-1';

async function ownerToken(request: APIRequestContext, credentials: object) {
  const login = await request.post('/v2/auth/email', { data: credentials });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/** The owner names the account (its brand kit's company) and invites `email` with `role`. */
async function invited(
  request: APIRequestContext,
  token: string,
  email: string,
  role: 'admin' | 'viewer',
) {
  const res = await request.post('/v2/members/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await latestMessage(request, email);
  return /#\/join\?token=([\w-]+)/.exec(mail.text)![1]!;
}

test('a person invited to two customers switches from one account to the other at 1280 px, and the header holds on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now().toString(36);
  const names = { harbour: `Harbour Homes ${stamp}`, quay: `Quay Realty ${stamp}` };
  const agent = `Quay Agent ${stamp}`;
  const email = `agency-${stamp}@example.com`;

  const [harbour, quay] = await Promise.all([
    paidCustomer(request, '4242 4242 4242 4242'),
    paidCustomer(request, '4242 4242 4242 4242'),
  ]);
  const [harbourToken, quayToken] = await Promise.all([
    ownerToken(request, harbour),
    ownerToken(request, quay),
  ]);
  for (const [token, name] of [
    [harbourToken, names.harbour],
    [quayToken, names.quay],
  ] as const) {
    const kit = await request.put('/v2/brand-kit', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, locked: [] },
    });
    expect(kit.status(), await kit.text()).toBe(200);
  }
  await createProfileByApi(request, quayToken, agent);

  // Joined Quay first (a viewer), then Harbour (an admin): the sign-in lands in Harbour.
  const quayLink = await invited(request, quayToken, email, 'viewer');
  const joined = await request.post(`/v2/member-invitations/${quayLink}`, {
    data: { firstName: 'Sam', lastName: 'Agency', password: PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const harbourLink = await invited(request, harbourToken, email, 'admin');
  const second = await request.post(`/v2/member-invitations/${harbourLink}`, {
    data: { password: PASSWORD },
  });
  expect(second.status(), await second.text()).toBe(200);

  await logIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/#\/additional-info/);
  const switcher = (name: string) =>
    page.getByRole('button', { name: t('accountSwitch.open', { account: name }) });
  await expect(switcher(names.harbour)).toBeVisible();
  // Harbour has no users yet.
  await expect(page.getByText(agent)).toHaveCount(0);

  await switcher(names.harbour).click();
  const menu = page.getByRole('menu', { name: t('accountSwitch.menu') });
  const quayItem = menu.getByRole('menuitem', { name: new RegExp(names.quay) });
  await expect(quayItem).toBeFocused();
  await expect(quayItem).toContainText(t('accountSwitch.role.viewer'));
  const { violations } = await axe(page).include('.app-header').analyze();
  expect(violations).toEqual([]);
  await quayItem.click();

  // Quay's portal: its name in the header, its agent in the users tab, read only for a viewer.
  await expect(switcher(names.quay)).toBeVisible();
  await expect(page.getByText(agent)).toBeVisible();
  await expect(page.getByRole('link', { name: t('profiles.add') })).toHaveCount(0);
  // A reload keeps the account chosen: the session names Quay now.
  await page.reload();
  await expect(switcher(names.quay)).toBeVisible();
  await expect(page.getByText(agent)).toBeVisible();

  // On a phone the header keeps the switcher, the language and "Log out" within the screen.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(switcher(names.quay)).toBeVisible();
  await expect(page.getByRole('button', { name: t('shell.header.logout') })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
