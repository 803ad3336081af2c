import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { E2E_BASE_URL, REPO_ROOT } from '../support/paths';
import { createProfileByApi, demoToken, profileDetails } from '../support/profiles';
import { expectPortal, logIn } from '../support/session';

const SCREENSHOTS_DIR = join(REPO_ROOT, 'e2e', 'screenshots');

/** A message with plurals or numbers, formatted as the portal formats it in English. */
const tf = (id: MessageId, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(t(id), 'en-US').format(values));

async function expectAxeClean(page: Page) {
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
}

/** A customer who bought `seats` seats and made as many profiles: nothing is free. */
async function fullCustomer(request: APIRequestContext, seats: number) {
  const customer = await paidCustomer(request, '4242424242424242', seats);
  const login = await request.post('/v2/auth/email', { data: customer });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  for (let seat = 0; seat < seats; seat++)
    await createProfileByApi(request, token, `Seat Holder ${seat + 1}`);
  return customer;
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a full plan: "Add user" is disabled with the reason and the way out, and the wizard refuses before step 1', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const seats = 2;
      await logIn(page, await fullCustomer(request, seats));
      await expectPortal(page);

      const list = page.getByRole('region', { name: t('profiles.list.title') });
      const add = list.getByRole('button', { name: t('profiles.add'), exact: true });
      const reason = tf('profiles.seats.full', { seats });
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(reason);
      await expect(list.getByText(reason)).toBeVisible();
      const addSeats = list.getByRole('button', { name: t('profiles.upgrade') });
      await expect(addSeats).toBeVisible();
      await expectAxeClean(page);

      // The way out is the billing portal, in a window of its own, as from the billing tab.
      const portal = page.waitForEvent('popup');
      await addSeats.click();
      const billing = await portal;
      await expect(billing).toHaveURL(/\/payments\/portal/);
      await billing.close();

      // Straight to the wizard: the administrator is told before any step, with the same action.
      await page.goto('/#/user/new');
      await expect(
        page.getByRole('heading', { level: 2, name: t('profiles.seats.noneFree') }),
      ).toBeVisible();
      await expect(page.getByText(tf('profiles.seats.fullAdmin', { seats }))).toBeVisible();
      await expect(page.getByRole('button', { name: t('profiles.upgrade') })).toBeVisible();
      await expect(page.getByLabel(t('profiles.field.loginPhone'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('profiles.wizard.next') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('profiles.back') })).toBeVisible();
      await expectAxeClean(page);
    });

    test("the invited colleague's end: the store links, the codes and their number as typed", async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const token = await demoToken(request);
      const auth = { authorization: `Bearer ${token}` };
      const link = await request.post('/v2/invitations', { headers: auth, data: {} });
      expect(link.status(), await link.text()).toBe(201);
      const id = (await link.json()).id as string;
      // Typed with spaces, as people write it; one number per width (a number is one app user).
      const phone = viewport.width === 1280 ? '+1 415 555 0202' : '+1 415 555 0212';

      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        locale: 'en-US',
        viewport,
      });
      const guest = await context.newPage();
      try {
        await guest.goto(`/#/user/new?invitation=${id}`);
        for (const [label, value] of profileDetails('Noor Haddad', phone, 'noor@harbour.example'))
          await guest.getByLabel(t(label), { exact: true }).fill(value);
        await guest.getByRole('button', { name: t('profiles.wizard.next') }).click();
        await guest.getByRole('checkbox', { name: t('profiles.field.noLogo') }).check();
        await guest.getByRole('checkbox', { name: t('profiles.field.noPhoto') }).check();
        const create = guest.getByRole('button', { name: t('profiles.wizard.create') });
        for (let step = 0; step < 6 && !(await create.isVisible()); step++)
          await guest.getByRole('button', { name: t('profiles.wizard.next') }).click();
        await create.click();

        await expect(
          guest.getByRole('heading', { level: 2, name: t('profiles.invited.title') }),
        ).toBeVisible();
        await expect(
          guest.getByRole('heading', { name: t('profiles.invited.signIn', { phone }) }),
        ).toBeVisible();
        for (const store of ['ios', 'android'] as const) {
          const name = t(`profiles.apps.${store}`);
          const storeLink = guest.getByRole('link', { name, exact: true });
          // The codes are drawn once on screen (below the fold on a phone), as a person scrolls.
          await storeLink.scrollIntoViewIfNeeded();
          await expect(storeLink).toHaveAttribute(
            'href',
            store === 'ios' ? /apps\.apple\.com/ : /play\.google\.com/,
          );
          const code = guest.getByRole('img', { name: t('profiles.apps.qr', { store: name }) });
          await expect(code).toBeVisible();
          await expect
            .poll(() => code.evaluate((image) => (image as HTMLImageElement).naturalWidth))
            .toBeGreaterThan(0);
        }
        await expectAxeClean(guest);
        mkdirSync(SCREENSHOTS_DIR, { recursive: true });
        await guest.screenshot({
          path: join(SCREENSHOTS_DIR, `invited-end-en-us-${viewport.width}.png`),
          fullPage: true,
        });
      } finally {
        await context.close();
        // The seat is freed again for the other tests.
        const mine = await request.get(`/v2/users/me/users?q=${encodeURIComponent(phone)}`, {
          headers: auth,
        });
        for (const profile of (await mine.json()) as Array<{ id: string }>)
          await request.delete(`/v2/companies/${profile.id}`, { headers: auth });
      }
    });

    test('the video page: from the users tab, its title, profile, download and share', async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const auth = { authorization: `Bearer ${await demoToken(request)}` };
      // The video's title is the customer's own data: read where the API keeps it.
      const rows = (await (
        await request.get('/v2/users/me/users', { headers: auth })
      ).json()) as Array<{ latestVideoId: string | null; loginName: string }>;
      const videoId = rows.find((row) => row.loginName === 'Jordan')!.latestVideoId!;
      const { video } = await (
        await request.get(`/v2/resources/assets/${videoId}?noRedirect=true`, { headers: auth })
      ).json();

      await logIn(page);
      await expectPortal(page);
      const list = page.getByRole('region', { name: t('profiles.list.title') });
      await list
        .getByRole('link', { name: t('profiles.video.action', { name: 'Jordan Miller' }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`#/video/${videoId}$`));
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Jordan Miller' })).toBeVisible();
      await expect(page.getByText(t('profiles.video.profile'), { exact: true })).toBeVisible();

      const download = page.getByRole('link', { name: t('profiles.video.download') });
      await expect(download).toHaveAttribute('download', /\.mp4$/);
      const file = await request.get(
        new URL((await download.getAttribute('href'))!, page.url()).href,
      );
      expect(file.headers()['content-type']).toBe('video/mp4');

      await page.getByRole('button', { name: t('profiles.video.share') }).click();
      await expect(page.getByRole('button', { name: t('common.copied') })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${E2E_BASE_URL}/v2/resources/assets/${videoId}/content`));
      // The shared link plays without signing in.
      expect((await request.get(copied)).headers()['content-type']).toBe('video/mp4');
      await expect(page.getByText(t('profiles.video.shareHint'))).toBeVisible();
      await expectAxeClean(page);
    });
  });
}
