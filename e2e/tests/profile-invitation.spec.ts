import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { E2E_BASE_URL } from '../support/paths';
import {
  choosePicture,
  createProfileByApi,
  demoToken,
  picture,
  profileDetails,
} from '../support/profiles';
import { expectPortal, logIn } from '../support/session';
import { axe } from '../support/axe';

async function newLink(request: APIRequestContext, token: string, expires?: Date) {
  const res = await request.post('/v2/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: expires ? { expires: expires.toISOString() } : {},
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

/** The invited person: a browser that never signed in to this portal. */
async function openLink(browser: Browser, id: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/#/user/new?invitation=${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();
  return { page, context };
}

test('an invited person creates a profile through the link, and the administrator sees it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await demoToken(request);
  const id = await newLink(request, token);
  const invited = await openLink(browser, id);
  const guest = invited.page;
  const name = `Noor Invited ${Date.now() % 10000}`;
  const phone = `+1 415 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
  for (const [label, value] of profileDetails(name, phone, 'noor@harbour.example'))
    await guest.getByLabel(t(label), { exact: true }).fill(value);
  await guest.getByRole('button', { name: t('profiles.wizard.next') }).click();

  // Without an account the cropped logo travels in the payload, as base64 with its hash.
  await choosePicture(guest, t('profiles.field.logo'), {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await picture(500, 500),
  });
  await guest.getByRole('button', { name: t('profiles.crop.apply') }).click();
  await expect(
    guest.getByRole('figure').getByRole('img', { name: t('profiles.outro.logo') }),
  ).toBeVisible();
  await guest.getByRole('checkbox', { name: t('profiles.field.noPhoto') }).check();
  for (let step = 0; step < 4; step++)
    await guest.getByRole('button', { name: t('profiles.wizard.next') }).click();
  expect((await axe(guest).analyze()).violations.map((v) => v.id)).toEqual([]);
  const sent = guest.waitForRequest((req) => req.url().endsWith(`/v2/invitations/${id}`));
  await guest.getByRole('button', { name: t('profiles.wizard.create') }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.outroLogoBase64).toMatch(/^data:image\/png;base64,/);
  expect(body.outroLogoHash).toMatch(/^[0-9a-f]{64}$/);
  expect(body.noPicAgent).toBe(true);
  await expect(guest.getByText(t('profiles.created'))).toBeVisible();
  await invited.context.close();

  await logIn(page);
  await expectPortal(page);
  const list = page.getByRole('region', { name: t('profiles.list.title') });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  // Its seat is freed again for the other tests.
  const profiles = (await (
    await request.get('/v2/users/me/users', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{
    id: string;
    companies: Array<{ configuration: { variables: { outroFullName: string } } }>;
  }>;
  const created = profiles.find(
    (p) => p.companies[0]?.configuration.variables.outroFullName === name,
  );
  await request.delete(`/v2/companies/${created!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
});

test('a deleted, replaced or expired link, or a full plan, says why instead of the form', async ({
  browser,
  request,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  // The API refuses each of those links.
  browserErrors.refused(404, /\/v2\/invitations\/[^/?)]+/);
  const token = await demoToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const invalid = t('errors.invitationInvalid');

  const deleted = await newLink(request, token);
  await request.delete(`/v2/invitations/${deleted}`, { headers: auth });
  const replaced = await newLink(request, token);
  await newLink(request, token);
  const expiring = await newLink(request, token, new Date(Date.now() + 1500));

  for (const id of [deleted, replaced, 'not-a-link']) {
    const { page, context } = await openLink(browser, id);
    await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible();
    await expect(page.getByLabel(t('profiles.field.loginPhone'))).toHaveCount(0);
    await context.close();
  }
  // The last link's expiry has passed once the API says so (what the invited page reads).
  await expect
    .poll(async () => (await (await request.get(`/v2/invitations/${expiring}`)).json()).active, {
      timeout: 10_000,
    })
    .toBe(false);
  {
    const { page, context } = await openLink(browser, expiring);
    await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible();
    await context.close();
  }

  // Fill the plan, then the valid link says the plan is full.
  const account = await (await request.get('/v2/users/me', { headers: auth })).json();
  const used = (await (await request.get('/v2/users/me/users', { headers: auth })).json()).length;
  const fillers: string[] = [];
  for (let seat = used; seat < account.subscription.availableUsers; seat++)
    fillers.push(await createProfileByApi(request, token, `Seat Filler ${seat}`));
  try {
    const full = await newLink(request, token);
    const { page, context } = await openLink(browser, full);
    await expect(page.getByRole('alert').filter({ hasText: t('errors.maxUsers') })).toBeVisible();
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await context.close();
  } finally {
    for (const id of fillers) await request.delete(`/v2/companies/${id}`, { headers: auth });
  }
});
