import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { layoutMail, mailFrame, type MailContent, type MailParts } from '../../delivery/templates';
import type { Mailer } from '../../plugins/app/delivery/mailer';
import { billingText } from '../i18n/catalogue';
import type { InvoiceDocument } from './document';
import { invoiceDocument } from './invoices';
import { renderInvoicePdf } from './pdf';
import type { Seller } from './seller';

export interface BillingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * A billing e-mail in the portal's one layout (delivery/templates.ts), with the invoice's PDF
 * attached as `invoice-<number>.pdf`.
 */
export async function mailWithInvoice(
  document: InvoiceDocument,
  parts: MailParts,
): Promise<MailContent> {
  return {
    ...layoutMail(document.locale, parts),
    attachments: [
      {
        filename: `invoice-${document.number}.pdf`,
        content: Buffer.from(await renderInvoicePdf(document)),
        contentType: 'application/pdf',
      },
    ],
  };
}

/**
 * E-mails an issued invoice as a PDF attachment, once, and only when the account has "receive
 * invoices by e-mail" on (spec §2). Returns whether it was sent.
 */
export async function sendInvoiceEmail(
  deps: BillingDeps & { seller: Seller },
  invoiceId: string,
): Promise<boolean> {
  const found = await invoiceDocument(deps.db, invoiceId, 'en-us', deps.seller);
  if (!found) return false;
  const account = await deps.db.one<{
    email: string;
    first_name: string;
    receive_invoices: boolean;
  }>('SELECT email, first_name, receive_invoices FROM accounts WHERE id = $1', [found.accountId]);
  if (!account?.receive_invoices) return false;
  // Already e-mailed: skip rendering its PDF (the insert below decides when two runs race).
  if (await deps.db.one('SELECT 1 FROM invoice_emails WHERE invoice_id = $1', [invoiceId]))
    return false;
  const { document } = found;
  const locale = document.locale;
  const total = formatAmount(document.total, document.currency, LOCALE_TAGS[locale]);
  const mail = await mailWithInvoice(document, {
    ...mailFrame(locale, account.first_name),
    subject: billingText(locale, 'invoice.mail.subject', { number: document.number }),
    paragraphs: [
      billingText(locale, 'invoice.mail.body', { number: document.number, total }),
      billingText(locale, 'invoice.mail.setting'),
    ],
  });
  try {
    // The "e-mailed" mark and the queued e-mail commit together (the outbox then retries a mail
    // server outage); if either fails, neither is kept and a later run tries again.
    return await deps.db.transaction(async (tx) => {
      const claimed = await tx.one<{ invoice_id: string }>(
        `INSERT INTO invoice_emails (invoice_id, account_id) VALUES ($1, $2)
         ON CONFLICT (invoice_id) DO NOTHING RETURNING invoice_id`,
        [invoiceId, found.accountId],
      );
      if (!claimed) return false;
      await deps.mailer.send(account.email, mail, tx);
      return true;
    });
  } catch (error) {
    deps.log.error({ err: error, invoiceId }, 'invoice e-mail not queued');
    return false;
  }
}
