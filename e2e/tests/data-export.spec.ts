import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import dataExportTexts from '@portal/shared/i18n/delivery/data-export/en-us';
import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { lastMessageId, latestMessage } from '../support/outbox';
import { DEMO } from '../support/paths';
import { expectPortal, logIn } from '../support/session';

const SETTINGS = '/#/additional-info?tab=settings';

// "Export my data" (issue 39) on the demo customer, its owner: the card asks for the ZIP and shows
// how it goes, the e-mailed link opens the portal, which downloads the file with the session.
test('the owner exports the account’s data: the ZIP of the e-mailed link holds its files', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const after = await lastMessageId(request, DEMO.email);
  await logIn(page);
  await expectPortal(page);
  await page.goto(SETTINGS);
  const card = page.getByRole('region', { name: t('account.dataExport.title') });
  await card.getByRole('button', { name: t('account.dataExport.start') }).click();
  // Built in the background; the card says when it is ready (and that the link is e-mailed).
  const ready = t('account.dataExport.ready', { date: 'DATE', expires: 'EXPIRES' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/DATE|EXPIRES/g, '.+');
  await expect(card.getByRole('status')).toHaveText(new RegExp(ready), { timeout: 30_000 });

  const mail = await latestMessage(
    request,
    DEMO.email,
    (message) => message.subject === dataExportTexts['delivery.dataExport.mail.subject'],
    after,
  );
  const link = /#\/additional-info\?tab=settings&export=[\w-]+&token=[\w-]+/.exec(mail.text);
  expect(link).not.toBeNull();

  // The link opens the portal; the owner, signed in, downloads the file.
  await page.goto(`/${link![0]}`);
  const download = card.getByRole('button', { name: t('account.dataExport.download') });
  await expect(download).toBeFocused();
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  const names = Object.keys(zip.files);
  expect(names).toEqual(
    expect.arrayContaining([
      'account.json',
      'profiles/profiles.csv',
      'profiles/profiles.json',
      'brand-kit/brand-kit.json',
      'team/members.csv',
      'team/members.json',
      'activity/activity.csv',
    ]),
  );
  const profiles = JSON.parse(await zip.file('profiles/profiles.json')!.async('string')) as {
    images: Record<string, string | null>;
  }[];
  expect(profiles.length).toBeGreaterThan(0);
  // Every picture a profile names is in the ZIP.
  for (const path of profiles.flatMap((p) => Object.values(p.images)).filter(Boolean))
    expect(names).toContain(path);
  const activity = await zip.file('activity/activity.csv')!.async('string');
  expect(activity).toContain('account.dataExportRequested');
  await expect(
    card
      .getByRole('alert')
      .or(page.getByRole('status').filter({ hasText: file.suggestedFilename() })),
  ).toHaveText(t('account.dataExport.downloaded', { filename: file.suggestedFilename() }));
});
