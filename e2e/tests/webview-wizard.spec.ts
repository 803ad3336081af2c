import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { choosePicture, demoToken, picture, profileDetails } from '../support/profiles';
import { appMessages, expectNoChrome, handoffCode, openInApp } from '../support/webview';

// Issue 14's acceptance: the profile wizard opened alone (the profiles remote's own index.html)
// inside the mobile app, after the app handed over its session (docs/webview-contract.md).

type SavedProfile = {
  id: string;
  companies: Array<{
    groupConfiguration: string | null;
    configuration: { variables: { outroFullName: string; useDefaultLogo: boolean } };
  }>;
};

async function profilesOf(request: APIRequestContext, token: string) {
  const res = await request.get('/v2/users/me/users', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedProfile[];
}

/** Next step(s), each seen on screen before the next click, as a person does (two quick clicks go one step). */
async function next(page: Page, times = 1) {
  const current = page.locator('[aria-current="step"]');
  for (let step = 0; step < times; step++) {
    const before = await current.textContent();
    await page.getByRole('button', { name: t('profiles.wizard.next') }).click();
    await expect(current).not.toHaveText(before ?? '');
  }
}

test('the wizard alone in webview mode after a handoff: no chrome, saves, says "done" with the new id', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await demoToken(request);
  // The app asks for a code with its own token, then opens the page with it.
  const code = await handoffCode(request);
  await openInApp(page, `/remotes/profiles/index.html#/user/new?webview=true&handoff=${code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();
  await expectNoChrome(page);
  await expect
    .poll(() => appMessages(page))
    .toContainEqual({ type: 'portal:ready', signedIn: true });

  // The page spent the code: the same code a second time is refused. Its 60 s expiry is
  // api/test/auth/handoff.test.ts's "works within 60 seconds and not after" (a clock, not a wait).
  const again = await request.post('/v2/auth/handoff/exchange', { data: { code } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ code: 'HANDOFF_INVALID' });

  const name = `Ana Webview ${Date.now() % 10000}`;
  const phone = `+1 415 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
  for (const [label, value] of profileDetails(name, phone, 'ana@harbour.example'))
    await page.getByLabel(t(label), { exact: true }).fill(value);
  await next(page);
  await choosePicture(page, t('profiles.field.photo'), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await picture(600, 600),
  });
  await page.getByRole('button', { name: t('profiles.crop.apply') }).click();
  await page.getByRole('checkbox', { name: t('profiles.field.noLogo') }).check();
  await next(page, 4);
  await expectNoChrome(page);
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/v2/companies') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('profiles.wizard.create') }).click();
  expect((await created).status()).toBe(201);

  // "done" reaches the app with the saved profile's id, and that profile exists.
  await expect
    .poll(async () => (await appMessages(page)).find((message) => message.type === 'portal:done'))
    .toEqual({ type: 'portal:done', result: { task: 'profileSave', userId: expect.any(String) } });
  const done = (await appMessages(page)).find((message) => message.type === 'portal:done')!;
  const userId = (done.result as { userId: string }).userId;
  const saved = (await profilesOf(request, token)).find((profile) => profile.id === userId);
  expect(saved?.companies[0]?.configuration.variables.outroFullName).toBe(name);
  // Unless the app closes it first, the page goes on to its users tab, with the new profile and
  // the store QR codes (this page has no runtime-config.json: the default store addresses).
  await expect(
    page.getByRole('region', { name: t('profiles.list.title') }).getByText(name),
  ).toBeVisible();
  // The codes are drawn once they come on screen: scroll down to them.
  await page.getByRole('region', { name: t('profiles.apps.title') }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('img', { name: new RegExp(t('profiles.apps.qr', { store: '.+' })) }),
  ).toHaveCount(2);
  await expectNoChrome(page);

  // Its seat is freed again for the other tests.
  await request.delete(`/v2/companies/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
});

test('defaultAssets: a franchise profile edited in the app takes the franchise default logo instead of its own', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await demoToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const phone = `+1 212 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
  const name = `Lee Default ${Date.now() % 10000}`;
  const res = await request.post('/v2/companies', {
    headers: auth,
    data: {
      loginPhoneNumber: phone,
      name: 'Park Realty',
      outroFullName: name,
      outroPhoneNumber: phone,
      outroEmail: 'lee@park.example',
      designFullName: name,
      designPhoneNumber: phone,
      designLanguage: 'en',
      groupConfiguration: 'c21',
      outroLogoBase64: `data:image/png;base64,${(await picture(400, 400)).toString('base64')}`,
      noPicAgent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const userId = ((await res.json()) as { userId: string }).userId;
  const stored = async () =>
    (await profilesOf(request, token)).find((profile) => profile.id === userId)!;
  expect((await stored()).companies[0]!.configuration.variables.useDefaultLogo).toBe(false);

  try {
    const logoOf = (tab: Page) =>
      tab
        .getByRole('figure', { name: t('profiles.outro.label') })
        .getByRole('img', { name: t('profiles.outro.logo') });
    // Without the flag the wizard shows the profile's own logo...
    await openInApp(
      page,
      `/remotes/profiles/index.html#/user/${userId}?webview=true&handoff=${await handoffCode(request)}`,
    );
    await expect(page.getByLabel(t('profiles.field.outroFullName'), { exact: true })).toHaveValue(
      name,
    );
    await expect(logoOf(page)).toBeVisible();
    await page.close();

    // ...with it (a new webview), the franchise's default (its word mark) and a word on the
    // branding step.
    page = await context.newPage();
    const preview = page.getByRole('figure', { name: t('profiles.outro.label') });
    const ownLogo = logoOf(page);
    await openInApp(
      page,
      `/remotes/profiles/index.html#/user/${userId}?webview=true&defaultAssets=true&handoff=${await handoffCode(request)}`,
    );
    await expect(page.getByLabel(t('profiles.field.outroFullName'), { exact: true })).toHaveValue(
      name,
    );
    await expect(preview).toContainText('Century 21');
    await expect(ownLogo).toHaveCount(0);
    await next(page);
    await expect(page.getByText(t('profiles.branding.defaultAssets'))).toBeVisible();
    await next(page, 4);
    const edited = page.waitForRequest((req) => req.method() === 'PUT');
    await page.getByRole('button', { name: t('profiles.wizard.save') }).click();
    expect((await edited).postDataJSON()).toMatchObject({
      groupConfiguration: 'c21',
      useDefaultLogo: true,
      useDefaultIntro: true,
    });
    await expect
      .poll(async () => (await appMessages(page)).map((message) => message.type))
      .toContain('portal:done');
    expect((await stored()).companies[0]!.configuration.variables.useDefaultLogo).toBe(true);
  } finally {
    await request.delete(`/v2/companies/${userId}`, { headers: auth });
  }
});

test('disableValidation: the wizard sends what was typed, and the API answers at the fields', async ({
  page,
  request,
  browserErrors,
}) => {
  // The API answers at the fields: a refusal.
  browserErrors.refused(400, '/v2/companies');
  const code = await handoffCode(request);
  await openInApp(
    page,
    `/remotes/profiles/index.html#/user/new?webview=true&disableValidation=true&handoff=${code}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: t('profiles.wizard.titleNew') }),
  ).toBeVisible();
  // Empty fields pass every step: no browser check stops the person.
  await next(page, 5);
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/v2/companies') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('profiles.wizard.create') }).click();
  expect((await sent).status()).toBe(400);
  // The API's message lands at the first refused field, on its step, which takes the focus.
  const phone = page.getByLabel(t('profiles.field.loginPhone'), { exact: true });
  await expect(page.getByRole('heading', { name: t('profiles.step.details') })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(new RegExp(t('validation.phone.required')));
  await expect(phone).toBeFocused();
});
