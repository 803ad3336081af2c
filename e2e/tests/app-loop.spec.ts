import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { APP_STORE_URL } from '@portal/shared/api/app';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import deliveryFr from '@portal/shared/i18n/delivery/fr';
import { appClient } from '../support/app-client';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { codeIn, lastMessageId, latestMessage } from '../support/outbox';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

/** The reference client, as the mobile team runs it, in French. */
const app = appClient('fr', 'app-session');

async function advance(request: APIRequestContext, by: string) {
  const res = await request.post('/dev/billing/advance', { data: { by } });
  expect(res.status()).toBe(202);
  const { jobId } = await res.json();
  await expect
    .poll(async () => (await (await request.get(`/dev/billing/jobs/${jobId}`)).json()).finished)
    .toBe(true);
}

/** A unique French mobile number: the app's sign-in wants a dialable one. */
function agentPhone() {
  const d = String(Date.now() % 100_000_000).padStart(8, '0');
  return `+33 6 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`;
}

/** "Up to date (synced …)" up to the time, which the row words in its own way. */
const upToDate = t('profiles.app.current', { ago: '\u0000' }).split('\u0000')[0]!;

test('the app loop: text the link, the agent signs in, edits reach the app (ETag), the contract end refuses it', async ({
  page,
  request,
  browserErrors,
}) => {
  // A second link within 10 minutes is refused.
  browserErrors.refused(429, /\/v2\/companies\/[^/]+\/app-link/);
  test.setTimeout(120_000);
  // A customer of its own whose card fails at renewal: the clock takes it through grace to the end.
  const customer = await paidCustomer(request, '4000 0000 0000 0341');
  const { token } = await (await request.post('/v2/auth/email', { data: customer })).json();
  const headers = { authorization: `Bearer ${token}` };
  const phone = agentPhone();
  const e164 = phone.replaceAll(' ', '');
  const profile = {
    loginName: 'Jane',
    loginPhoneNumber: phone,
    name: 'Quay Estates',
    outroFullName: 'Jane Agent',
    outroPhoneNumber: phone,
    outroEmail: 'jane@quay.example',
    designFullName: 'Jane Agent',
    designPhoneNumber: phone,
    designLanguage: 'fr',
    noLogo: true,
    noPicAgent: true,
  };
  const created = await request.post('/v2/companies', { headers, data: profile });
  expect(created.status(), await created.text()).toBe(201);
  const { userId } = await created.json();

  await logIn(page, customer);
  await expectPortal(page);
  const list = page.getByRole('region', { name: t('profiles.list.title') });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(row('Jane Agent')).toContainText(t('profiles.app.never'));
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  // The row's "Text app": the outcome said politely (the page's toasts), the text in the outbox,
  // and the row says when.
  const textApp = row('Jane Agent').getByRole('button', {
    name: t('profiles.appLink.rowAction', { name: 'Jane Agent' }),
  });
  await textApp.click();
  const toasts = page.locator('.ui-toasts[aria-live="polite"]');
  await expect(toasts).toContainText(t('profiles.appLink.sent', { phone: e164 }));
  await expect(row('Jane Agent')).toContainText(t('profiles.appLink.texted', { ago: '' }).trim());
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  const link = await latestMessage(request, e164, (m) => m.text.includes(APP_STORE_URL));
  expect(link.text).toContain(e164);
  // A second one within 10 minutes: the server's refusal, in the same live region.
  await textApp.click();
  await expect(toasts).toContainText(deliveryEn['delivery.error.appLinkTooSoon']);

  // The agent signs in with the outbox's code and fetches its branding.
  const before = await lastMessageId(request, e164);
  const asked = await app('code', phone);
  expect(asked.code, asked.out).toBe(0);
  const { text } = await latestMessage(request, e164, () => true, before);
  const signedIn = await app('verify', phone, codeIn(text));
  expect(signedIn.code, signedIn.out).toBe(0);
  expect(signedIn.out).toContain(userId);
  const first = await app('config');
  expect(first.code, first.out).toBe(0);
  expect(first.out).toMatch(/^200 configuration/);
  expect(first.out).toContain('Jane Agent');
  const again = await app('config');
  expect(again.out, again.out).toMatch(/^304 not modified/);
  await reloadUntil(page, row('Jane Agent'), upToDate);

  // The customer edits the outro name: pending until the app fetches the new version.
  const edited = await request.put(`/v2/companies/${userId}`, {
    headers,
    data: { ...profile, outroFullName: 'Janet Agent', noPicAgentOutro: true },
  });
  expect(edited.status(), await edited.text()).toBe(204);
  await reloadUntil(page, row('Janet Agent'), t('profiles.app.pending'));
  // The list filtered by app status: the row is under "Update pending", no longer "Up to date".
  const appFilter = page.getByLabel(t('profiles.filter.label'));
  await appFilter.selectOption({ label: t('profiles.filter.current') });
  await expect(
    list.getByText(t('profiles.filter.none', { status: t('profiles.filter.current') })),
  ).toBeVisible();
  await appFilter.selectOption({ label: t('profiles.filter.pending') });
  await expect(row('Janet Agent')).toBeVisible();
  await expect(list.locator('.profiles-search-count')).toHaveText('1 profile found');
  await appFilter.selectOption({ label: t('profiles.filter.all') });
  const renamed = await app('config');
  expect(renamed.out, renamed.out).toMatch(/^200 configuration/);
  expect(renamed.out).toContain('Janet Agent');
  await reloadUntil(page, row('Janet Agent'), upToDate);
  const refreshed = await app('refresh');
  expect(refreshed.code, refreshed.out).toBe(0);

  // The customer gives Jane another number: her app is signed out, and the row says so (not
  // "pending"), under its own filter, until she signs in with the new number.
  const newPhone = agentPhone();
  const renumbered = await request.put(`/v2/companies/${userId}`, {
    headers,
    data: {
      ...profile,
      outroFullName: 'Janet Agent',
      noPicAgentOutro: true,
      loginPhoneNumber: newPhone,
    },
  });
  expect(renumbered.status(), await renumbered.text()).toBe(204);
  await reloadUntil(page, row('Janet Agent'), t('profiles.app.signedOut'));
  await appFilter.selectOption({ label: t('profiles.filter.signedOut') });
  await expect(row('Janet Agent')).toContainText(t('profiles.app.signedOut'));
  await expect(list.locator('.profiles-search-count')).toHaveText('1 profile found');
  await appFilter.selectOption({ label: t('profiles.filter.all') });
  const signedOut = await app('config');
  expect(signedOut.code, signedOut.out).not.toBe(0);
  const newE164 = newPhone.replaceAll(' ', '');
  const beforeNew = await lastMessageId(request, newE164);
  expect((await app('code', newPhone)).code).toBe(0);
  const { text: newText } = await latestMessage(request, newE164, () => true, beforeNew);
  const back = await app('verify', newPhone, codeIn(newText));
  expect(back.code, back.out).toBe(0);
  expect((await app('config')).out).toMatch(/^200 configuration/);
  await reloadUntil(page, row('Janet Agent'), upToDate);

  // The renewal fails: grace, and the app still works (with the grace end). Then the end.
  await advance(request, '32d');
  const grace = await app('config');
  expect(grace.out, grace.out).toMatch(/^200 configuration/);
  expect(grace.out).toContain('PAST_DUE, grace until');
  await advance(request, '8d');
  const refused = await app('config');
  expect(refused.code, refused.out).toBe(3);
  expect(refused.out).toContain(deliveryFr['delivery.error.appDeactivated']);
  // The users tab, behind the expired overlay, says the app is switched off (not "pending").
  const behind = page
    .getByRole('region', { name: t('profiles.list.title'), includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: 'Janet Agent' });
  await reloadUntil(page, behind, t('profiles.app.deactivated'));
});

/** The row's status after reloads: the list is fetched once per page. */
async function reloadUntil(page: Page, row: ReturnType<Page['locator']>, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(text, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
