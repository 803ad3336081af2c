import { readFile } from 'node:fs/promises';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '@portal/shell/platform';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { axe } from '../support/axe';
import { expectPortal, logIn } from '../support/session';
import { largeCustomer } from '../support/profiles';

// The Activity tab (issue 37) of a customer of its own: a few changes through the API, then the
// log read, filtered, paged and exported in the portal, at a desktop's and a phone's width.

/** Changes of the invoice e-mail setting: more than the tab's page of 50, so "Load more" shows. */
const CHANGES = 53;

const say = (id: MessageId, values: Record<string, number | string>) =>
  String(new IntlMessageFormat(t(id), 'en-US').format(values));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 740 },
]) {
  test(`activity at ${viewport.width} px: the changes listed newest first, filtered by action, older ones loaded, exported`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { email, password } = await largeCustomer(request, 2);
    const login = await request.post('/v2/auth/email', { data: { email, password } });
    const { token, user } = (await login.json()) as { token: string; user: { id: string } };
    for (let i = 0; i < CHANGES; i++) {
      const res = await request.patch(`/v2/users/${user.id}/invoices`, {
        headers: { authorization: `Bearer ${token}` },
        data: { receiveInvoices: i % 2 === 1 },
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    await logIn(page, { email, password });
    await expectPortal(page);
    await page.getByRole('tab', { name: t('shell.tabs.activity') }).click();
    await expect(page).toHaveURL(/#\/additional-info\?tab=activity$/);
    await expect(page.getByRole('heading', { name: t('account.activity.title') })).toBeVisible();
    const table = page.getByRole('table', { name: t('account.activity.listLabel') });
    const rows = table.getByRole('row');
    const count = page.locator('.activity-count');

    // Newest first: the portal sign-in just made, by the customer, its owner.
    await expect(count).toHaveText(say('account.activity.countMore', { count: 50 }));
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1)).toContainText(t('account.activity.action.auth.signedIn'));
    await expect(rows.nth(1)).toContainText('Large Customer');
    await expect(rows.nth(1)).toContainText(email);
    await expect(rows.nth(1)).toContainText(t('account.activity.role.owner'));
    await expect(rows.nth(1).locator('time')).toHaveAttribute('title', /\d{4}/);

    // Filtered by action: only the invoice setting's changes, each with its before → after.
    const invoices = t('account.activity.action.billing.invoiceEmailsChanged');
    await page
      .getByRole('combobox', { name: t('account.activity.filter.action') })
      .selectOption({ label: invoices });
    await expect(page).toHaveURL(/action=billing\.invoiceEmailsChanged/);
    await expect(rows.nth(1)).toContainText(invoices);
    await expect(rows.nth(1)).toContainText(
      `${t('account.activity.field.receiveInvoices')} ${t('account.activity.yes')} →`,
    );
    await expect(count).toHaveText(say('account.activity.countMore', { count: 50 }));

    // A reload keeps the filter (it lives in the URL); "Load more" brings the older three.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: t('account.activity.filter.action') }),
    ).toHaveValue('billing.invoiceEmailsChanged');
    await expect(count).toHaveText(say('account.activity.countMore', { count: 50 }));
    // And by person: the owner, named from the team's list.
    await page
      .getByRole('combobox', { name: t('account.activity.filter.person') })
      .selectOption({ label: `Large Customer (${email})` });
    await expect(page).toHaveURL(/actor=owner/);
    await expect(count).toHaveText(say('account.activity.countMore', { count: 50 }));
    await page.getByRole('button', { name: t('account.activity.loadMore') }).click();
    await expect(count).toHaveText(say('account.activity.count', { count: CHANGES }));
    await expect(rows).toHaveCount(CHANGES + 1);
    await expect(page.getByRole('button', { name: t('account.activity.loadMore') })).toHaveCount(0);
    for (const row of [1, CHANGES]) await expect(rows.nth(row)).toContainText(invoices);

    if (viewport.width === 390) {
      // A card per event on the phone: nothing wider than the screen.
      expect(await rows.nth(1).evaluate((row) => getComputedStyle(row).display)).toBe('grid');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }

    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );

    // The export has the filter's events, newest first, and nothing else.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('account.activity.export') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(CHANGES + 1);
    expect(lines.slice(1).every((line) => line.includes('billing.invoiceEmailsChanged'))).toBe(
      true,
    );
    await expect(
      page.getByRole('status').filter({ hasText: file.suggestedFilename() }),
    ).toBeVisible();

    if (viewport.width === 1280) {
      // The account remote's own page (the mobile app's webview) opens the log the same way.
      await page.goto(
        '/remotes/account/index.html#/additional-info?tab=activity&action=billing.invoiceEmailsChanged',
      );
      await expect(page.getByRole('heading', { name: t('account.activity.title') })).toBeVisible();
      await expect(count).toHaveText(say('account.activity.countMore', { count: 50 }));
    }
  });
}
