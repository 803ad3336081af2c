import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { Queryable } from '../../db/db';
import { layoutMail, mailFrame, type MailContent } from '../../delivery/templates';
import { fill } from '../../i18n/format';
import { translate, type ServerMessageId } from '../../i18n/translate';
import { renderOnThisThread, type PdfRenderer } from '../invoices/pdf-renderer';
import type { Seller } from '../invoices/seller';
import { billingDocuments, pdfFileName } from './documents';

/**
 * The correction's e-mail, in the account's language: the credit note and the corrected invoice
 * attached as PDFs, to the owner, the billing e-mail (migration 045) and each billing contact,
 * once each. Written in the correction's transaction (`q`), so it is queued exactly when the
 * correction commits.
 */
export async function correctionMails(
  q: Queryable,
  deps: { seller: Seller; pdfs?: PdfRenderer },
  ids: { creditNoteId: string; invoiceId: string; balanceCredited: number },
): Promise<Array<{ to: string; mail: MailContent }>> {
  const documents = await billingDocuments(
    q,
    [ids.creditNoteId, ids.invoiceId],
    'en-us',
    deps.seller,
  );
  const creditNote = documents.get(ids.creditNoteId);
  const invoice = documents.get(ids.invoiceId);
  if (!creditNote?.accountId || !invoice) return [];
  const owner = await q.one<{
    email: string;
    first_name: string;
    billing_contacts: string[];
    billing_email: string | null;
  }>(
    `SELECT a.email, a.first_name, a.billing_contacts,
       (SELECT c.billing_email FROM billing_customers c JOIN invoices i ON i.customer_id = c.id
        WHERE i.id = $2) AS billing_email
     FROM accounts a WHERE a.id = $1`,
    [creditNote.accountId, ids.invoiceId],
  );
  if (!owner) return [];
  const locale = invoice.document.locale;
  const t = (id: ServerMessageId, params?: Record<string, string>) =>
    fill(translate(locale, id), params);
  const numbers = {
    creditNote: creditNote.document.number,
    invoice: invoice.document.number,
    original: creditNote.document.creditNoteFor!,
  };
  const pdfs = deps.pdfs ?? renderOnThisThread;
  const attachments = await Promise.all(
    [creditNote.document, invoice.document].map(async (document) => {
      const pdf = await pdfs.render(document);
      return {
        filename: pdfFileName(document),
        content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
        contentType: 'application/pdf',
      };
    }),
  );
  const amount = formatAmount(ids.balanceCredited, invoice.document.currency, LOCALE_TAGS[locale]);
  const mail: MailContent = {
    ...layoutMail(locale, {
      ...mailFrame(locale, owner.first_name),
      subject: t('delivery.corrections.mail.subject', numbers),
      paragraphs: [
        t('delivery.corrections.mail.body', numbers),
        ...(ids.balanceCredited > 0 ? [t('delivery.corrections.mail.credited', { amount })] : []),
      ],
    }),
    attachments,
  };
  const recipients = [
    ...new Set(
      [owner.email, owner.billing_email, ...owner.billing_contacts]
        .filter((to): to is string => Boolean(to))
        .map((to) => to.toLowerCase()),
    ),
  ];
  return recipients.map((to) => ({ to, mail }));
}
