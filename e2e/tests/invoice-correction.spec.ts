import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from '../support/test';
import { axe } from '../support/axe';
import { paidCustomer } from '../support/billing';
import { t } from '../support/i18n';
import { latestMessage } from '../support/outbox';
import { expectPortal, logIn } from '../support/session';

// "Correct my last invoice" (issue 39) on a customer of its own: the company's name changed after
// the checkout; the owner corrects the last invoice from the billing tab; the list shows the credit
// note and the corrected invoice, and both PDFs arrive in one e-mail (the development outbox).

const pdfText = async (bytes: Buffer) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  ).text.replace(/\s+/g, ' ');

test('the owner corrects the last invoice: a credit note and a corrected invoice, listed and e-mailed', async ({
  page,
  request,
}) => {
  const customer = await paidCustomer(request, '4242 4242 4242 4242');
  // The new company name, saved in the billing details (their card is another feature's).
  const { token } = await (await request.post('/v2/auth/email', { data: customer })).json();
  const headers = { authorization: `Bearer ${token}` };
  const { details } = await (await request.get('/v2/billing/details', { headers })).json();
  const saved = await request.put('/v2/billing/details', {
    headers,
    data: { ...details, company: 'Analytical Homes Group' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await logIn(page, customer);
  await expectPortal(page);
  await page.goto('/#/additional-info?billing=true');
  const table = page.getByRole('table');
  const original = table.getByRole('row').nth(1);
  const number = /INV-\d{6}/.exec((await original.textContent())!)![0];

  await page.getByRole('button', { name: t('account.corrections.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.corrections.title', { number }) });
  await expect(dialog).toContainText('Analytical Homes Group');
  await expect(dialog.getByRole('button', { name: t('account.corrections.cancel') })).toBeFocused();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: t('account.corrections.confirm') }).click();
  await expect(dialog).toBeHidden();

  // The list: the corrected invoice, the credit note that cancels the original, the original.
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  const creditNote = rows.filter({ hasText: /CN-\d{6}/ });
  await expect(creditNote).toContainText(t('account.corrections.kind.creditNote'));
  await expect(creditNote).toContainText(t('account.corrections.creditsInvoice', { number }));
  await expect(creditNote).toContainText('-$195.00');
  const corrected = rows.nth(1);
  await expect(corrected).toContainText(t('account.corrections.replacesInvoice', { number }));
  await expect(corrected).toContainText('$195.00');
  await expect(rows.nth(3)).toContainText(t('account.corrections.credited'));
  await expect(page.getByRole('button', { name: t('account.corrections.open') })).toBeHidden();
  const creditNoteNumber = /CN-\d{6}/.exec((await creditNote.textContent())!)![0];
  const correctedNumber = /INV-\d{6}/.exec((await corrected.textContent())!)![0];

  // The credit note's PDF downloads from the list.
  const download = page.waitForEvent('download');
  await creditNote
    .getByRole('button', {
      name: t('account.invoices.downloadNumber', { number: creditNoteNumber }),
    })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`credit-note-${creditNoteNumber}.pdf`);

  // One e-mail with both PDFs: the credit note names the original, the corrected invoice the new
  // company.
  const mail = await latestMessage(
    request,
    customer.email,
    (m) => m.subject?.includes(creditNoteNumber) ?? false,
  );
  expect(mail.subject).toBe(
    `Credit note ${creditNoteNumber} and corrected invoice ${correctedNumber}`,
  );
  const note = await pdfText(
    await (await request.get(`/dev/outbox/messages/${mail.id}/attachments/0`)).body(),
  );
  expect(note).toContain('Credit note');
  expect(note).toContain(`Credits invoice: ${number}`);
  const invoice = await pdfText(
    await (await request.get(`/dev/outbox/messages/${mail.id}/attachments/1`)).body(),
  );
  expect(invoice).toContain(correctedNumber);
  expect(invoice).toContain('Analytical Homes Group');
  expect(invoice).toContain(`replaces invoice ${number}`);
});
