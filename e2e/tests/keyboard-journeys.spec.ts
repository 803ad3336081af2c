import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SUBSCRIPTION_STATUS_LABELS } from '@portal/shared/i18n/labels';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { tabTo, typeInto } from '../support/keyboard';
import { DEMO, E2E_BASE_URL } from '../support/paths';
import { chooseFileByKeyboard, demoToken, picture, profileDetails } from '../support/profiles';
import { expectPortal } from '../support/session';

// The invitation and billing journeys with the keyboard alone: no click, no fill, only Tab,
// arrows, typing, Space and Enter; focus is checked wherever a dialog or a page change moves it.

async function signInByKeyboard(page: Page, who: { email: string; password: string }) {
  await page.goto('/#/login');
  await typeInto(page, page.getByLabel(t('auth.field.email'), { exact: true }), who.email);
  await typeInto(page, page.getByLabel(t('auth.field.password'), { exact: true }), who.password);
  await page.keyboard.press('Enter');
  await expectPortal(page);
}

/** Tab and Shift+Tab cycle inside the open dialog, never behind it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 10) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab'])
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} #${press + 1} left the dialog`).toBe(true);
    }
}

async function profileNamed(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/v2/users/me/users', {
    headers: { authorization: `Bearer ${token}` },
  });
  const profiles = (await res.json()) as Array<{
    id: string;
    companies: Array<{ configuration: { variables: { outroFullName: string } } }>;
  }>;
  return profiles.find((p) => p.companies[0]?.configuration.variables.outroFullName === name);
}

async function pressOn(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('invitation by keyboard: the customer creates a link, the invited person fills the wizard and saves', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, DEMO);
  const invite = page.getByRole('button', { name: t('profiles.invite'), exact: true });
  await pressOn(page, invite);
  const dialog = page.getByRole('dialog', { name: t('profiles.invitation.title') });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Start with no link, whatever an earlier journey left on the demo account.
  const none = dialog.getByText(t('profiles.invitation.none'));
  const remove = dialog.getByRole('button', { name: t('profiles.invitation.delete') });
  await expect(none.or(remove)).toBeVisible();
  if (await remove.isVisible()) {
    await pressOn(page, remove);
    await expect(none).toBeVisible();
    // The pressed button is gone: the focus stays in the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await pressOn(page, dialog.getByRole('button', { name: t('profiles.invitation.create') }));
  const code = dialog.locator('code');
  await expect(code).toContainText('#/user/new?invitation=');
  const link = (await code.textContent())!;
  const invitationId = new URL(link.replace('#/', '')).searchParams.get('invitation')!;
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(invite).toBeFocused();

  const token = await demoToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const name = `Ines Keyboard ${Date.now() % 10000}`;
  try {
    // The invited person: a browser that never signed in here.
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(
      guest.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
    ).toBeVisible();
    const phone = `+1 646 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
    for (const [label, value] of profileDetails(name, phone, 'ines@harbour.example'))
      await typeInto(guest, guest.getByLabel(t(label), { exact: true }), value);
    const next = guest.getByRole('button', { name: t('profiles.wizard.next') });
    await pressOn(guest, next);
    await expect(guest.getByRole('heading', { name: t('profiles.step.branding') })).toBeFocused();

    // The logo through the file chooser (Space), cropped in its dialog; no profile picture.
    await tabTo(guest, guest.getByLabel(t('profiles.field.logo'), { exact: true }));
    await (
      await chooseFileByKeyboard(guest)
    ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(500, 500) });
    const crop = guest.getByRole('dialog', { name: t('profiles.crop.logoTitle') });
    await expect(crop).toBeVisible();
    await expectFocusTrapped(guest, crop, 6);
    await pressOn(guest, crop.getByRole('button', { name: t('profiles.crop.apply') }));
    await expect(crop).toHaveCount(0);
    await expect(guest.getByLabel(t('profiles.field.logo'), { exact: true })).toBeFocused();
    await pressOn(
      guest,
      guest.getByRole('checkbox', { name: t('profiles.field.noPhoto') }),
      'Space',
    );
    await expect(guest.getByRole('checkbox', { name: t('profiles.field.noPhoto') })).toBeChecked();
    for (let step = 0; step < 4; step++) await pressOn(guest, next);
    const sent = guest.waitForResponse((res) =>
      res.url().endsWith(`/v2/invitations/${invitationId}`),
    );
    await pressOn(guest, guest.getByRole('button', { name: t('profiles.wizard.create') }));
    expect((await sent).status()).toBe(201);
    // The pressed button is gone with the form: the end, with what to do next, takes the focus.
    await expect(guest.getByRole('region', { name: t('profiles.invited.title') })).toBeFocused();
    await expect(
      guest.getByRole('status').filter({ hasText: t('profiles.created') }),
    ).toBeVisible();
    // The customer's account has the profile.
    expect(await profileNamed(request, token, name)).toBeDefined();
  } finally {
    await context.close();
    // Its seat and the link are freed for the other tests.
    const created = await profileNamed(request, token, name);
    if (created) await request.delete(`/v2/companies/${created.id}`, { headers: auth });
    await request.delete(`/v2/invitations/${invitationId}`, { headers: auth });
  }
});

test('billing by keyboard: the billing tab opens the portal; users 5 -> 7, cancel, resume, back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await paidCustomer(request, '4242 4242 4242 4242', 5);
  await signInByKeyboard(page, customer);

  // The tabs follow the arrow keys (WAI-ARIA tabs pattern).
  await tabTo(page, page.getByRole('tab', { name: t('shell.tabs.users') }));
  await page.keyboard.press('ArrowRight');
  const billingTab = page.getByRole('tab', { name: t('shell.tabs.billing') });
  await expect(billingTab).toBeFocused();
  await expect(billingTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('heading', { level: 2, name: t('account.billing.title') }),
  ).toBeVisible();

  const popup = page.waitForEvent('popup');
  await pressOn(page, page.getByRole('button', { name: t('account.billing.editSubscription') }));
  const portal = await popup;
  await expect(portal.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();

  // Each action reloads the page; its outcome is where the focus starts.
  const outcome = (text: string | RegExp) => portal.getByRole('status').filter({ hasText: text });
  await tabTo(portal, portal.getByRole('spinbutton', { name: 'Users' }));
  await portal.keyboard.press('ControlOrMeta+A');
  await portal.keyboard.type('7');
  await portal.keyboard.press('Enter'); // submits "Show the price"
  await expect(outcome(/To pay now \(prorated/)).toBeFocused();
  await pressOn(portal, portal.getByRole('button', { name: 'Confirm the change' }));
  await expect(outcome('Your plan was changed.')).toBeFocused();

  // Cancel asks first, as the billing tab's dialog: what happens and when, and why.
  await pressOn(portal, portal.getByRole('button', { name: 'Cancel at the end of the period' }));
  await expect(portal.getByRole('heading', { name: 'Cancel your subscription?' })).toBeFocused();
  await expect(portal.getByText(/Your agents’ app stops on /)).toBeVisible();
  const reasons = portal.getByRole('group', { name: 'Why are you cancelling?' });
  await pressOn(portal, reasons.getByRole('radio', { name: 'It costs too much' }), 'Space');
  await expect(reasons.getByRole('radio', { name: 'It costs too much' })).toBeChecked();
  await tabTo(
    portal,
    portal.getByRole('textbox', { name: 'Anything you want to tell us? (optional)' }),
  );
  await portal.keyboard.type('Fewer agents this winter.');
  await pressOn(portal, portal.getByRole('button', { name: 'Cancel subscription' }));
  await expect(outcome(/The subscription will end on/)).toBeFocused();
  await pressOn(portal, portal.getByRole('button', { name: 'Resume the subscription' }));
  await expect(outcome('The subscription will renew again.')).toBeFocused();

  // Back: the billing window closes, and the billing tab that opened it shows the new seats.
  await tabTo(portal, portal.getByRole('link', { name: 'Back to the Client Portal' }), {
    backwards: true,
  });
  const closed = portal.waitForEvent('close');
  // The window closes on this very key press: the press may not hear back from it.
  await portal.keyboard.press('Enter').catch(() => undefined);
  await closed;
  await expect(
    page.getByRole('heading', { level: 2, name: t('account.billing.title') }),
  ).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: '7 users' })).toBeVisible();
  await expect(facts.filter({ hasText: t(SUBSCRIPTION_STATUS_LABELS.ACTIVE) })).toBeVisible();
});
