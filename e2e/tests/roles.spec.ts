import { expect, test } from '../support/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { E2E_BASE_URL } from '../support/paths';
import { demoToken } from '../support/profiles';
import { logIn } from '../support/session';

// The portal follows the signed-in person's role (issue 37): a viewer and a billing member of this
// worker's demo customer, invited and joined through the API, are offered only their tabs, and a
// forced link to the wizard shows the role page, not a page whose calls answer 403. The members
// are removed at the end, so the customer's team is left as it was.

const PASSWORD = 'member-secret-1';
const joinTokenIn = (text: string) => /#\/join\?token=([\w-]+)/.exec(text)![1]!;

/** Invites `email` as `role` by the owner's API session and accepts from the e-mailed link. */
async function joinedMember(
  request: APIRequestContext,
  owner: string,
  role: 'viewer' | 'billing',
  email: string,
) {
  const invited = await request.post('/v2/members/invitations', {
    headers: { authorization: `Bearer ${owner}` },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMessage(request, email);
  const accepted = await request.post(`/v2/member-invitations/${joinTokenIn(mail.text)}`, {
    data: { firstName: 'Team', lastName: role, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function signedInAs(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await logIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/#\/additional-info/);
  return { page, close: () => context.close() };
}

/** A text with a `select` (the role's name inside a sentence), as the portal formats it. */
const formatted = (text: string, values: Record<string, string>) =>
  String(new IntlMessageFormat(text, 'en-US').format(values));
const role = (name: string) => t(`roles.name.${name}` as 'roles.name.viewer');

test('a viewer and a billing member see only their tabs; a forced link to the wizard shows the role page', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await demoToken(request);
  const stamp = Date.now().toString(36);
  const people = {
    viewer: `viewer-${stamp}@example.com`,
    billing: `billing-${stamp}@example.com`,
  } as const;
  try {
    await joinedMember(request, owner, 'viewer', people.viewer);
    await joinedMember(request, owner, 'billing', people.billing);

    // The viewer: users (read only), billing and settings; the users tab first.
    const viewer = await signedInAs(browser, people.viewer);
    const tabs = viewer.page.getByRole('tab');
    await expect(tabs).toHaveText([
      t('shell.tabs.users'),
      t('shell.tabs.billing'),
      t('shell.tabs.settings'),
    ]);
    await expect(viewer.page.getByRole('tab', { selected: true })).toHaveText(
      t('shell.tabs.users'),
    );
    await expect(
      viewer.page.getByText(formatted(t('profiles.viewOnly'), { role: 'viewer' })),
    ).toBeVisible();
    await expect(viewer.page.getByRole('link', { name: t('profiles.add') })).toHaveCount(0);
    await viewer.page.goto('/#/user/new');
    await expect(
      viewer.page.getByRole('heading', { level: 1, name: t('roles.denied.title') }),
    ).toBeVisible();
    await expect(
      viewer.page.getByText(t('roles.denied.body', { role: role('viewer') })),
    ).toBeVisible();
    await viewer.close();

    // The billing member: billing and settings; signed in, the billing tab.
    const billing = await signedInAs(browser, people.billing);
    await expect(billing.page.getByRole('tab')).toHaveText([
      t('shell.tabs.billing'),
      t('shell.tabs.settings'),
    ]);
    await expect(billing.page.getByRole('tab', { selected: true })).toHaveText(
      t('shell.tabs.billing'),
    );
    await expect(
      billing.page.getByRole('button', { name: t('account.billing.editSubscription') }),
    ).toBeVisible();
    await billing.page.goto('/#/user/new');
    await expect(
      billing.page.getByText(t('roles.denied.body', { role: role('billing') })),
    ).toBeVisible();
    await billing.page
      .getByRole('link', { name: t('roles.denied.link', { page: t('shell.tabs.billing') }) })
      .click();
    await expect(billing.page.getByRole('tab', { selected: true })).toHaveText(
      t('shell.tabs.billing'),
    );
    await billing.close();
  } finally {
    const headers = { authorization: `Bearer ${owner}` };
    const { members } = (await (await request.get('/v2/members', { headers })).json()) as {
      members: { id: string; email: string }[];
    };
    for (const member of members.filter((m) => Object.values(people).includes(m.email as never)))
      await request.delete(`/v2/members/${member.id}`, { headers });
  }
});
