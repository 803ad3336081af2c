import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { fill, type MailContent } from '../../delivery/templates';
import { translate } from '../../i18n/translate';
import type { Mailer } from '../../plugins/app/delivery/mailer';
import { billingText } from '../i18n/catalogue';
import { invoiceDocument } from './invoices';
import { renderInvoicePdf } from './pdf';

export interface BillingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * E-mails an issued invoice as a PDF attachment, once, and only when the account has "receive
 * invoices by e-mail" on (spec §2). Returns whether it was sent.
 */
export async function sendInvoiceEmail(deps: BillingDeps, invoiceId: string): Promise<boolean> {
  const found = await invoiceDocument(deps.db, invoiceId, 'en-us');
  if (!found) return false;
  const account = await deps.db.one<{
    email: string;
    first_name: string;
    receive_invoices: boolean;
  }>('SELECT email, first_name, receive_invoices FROM accounts WHERE id = $1', [found.accountId]);
  if (!account?.receive_invoices) return false;
  const claimed = await deps.db.one<{ invoice_id: string }>(
    `INSERT INTO invoice_emails (invoice_id, account_id) VALUES ($1, $2)
     ON CONFLICT (invoice_id) DO NOTHING RETURNING invoice_id`,
    [invoiceId, found.accountId],
  );
  if (!claimed) return false;
  const { document } = found;
  const locale = document.locale;
  const total = formatAmount(document.total, document.currency, LOCALE_TAGS[locale]);
  const paragraphs = [
    fill(translate(locale, 'delivery.mail.greeting'), { name: account.first_name }),
    billingText(locale, 'invoice.mail.body', { number: document.number, total }),
    billingText(locale, 'invoice.mail.setting'),
    translate(locale, 'delivery.mail.signature'),
  ];
  const subject = billingText(locale, 'invoice.mail.subject', { number: document.number });
  const mail: MailContent & {
    attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
  } = {
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
      .map(
        (p) =>
          `<p style="font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933">${escapeHtml(p)}</p>`,
      )
      .join('')}</body></html>`,
    // nodemailer takes the attachment as it is; the development outbox keeps the text only.
    attachments: [
      {
        filename: `invoice-${document.number}.pdf`,
        content: Buffer.from(await renderInvoicePdf(document)),
        contentType: 'application/pdf',
      },
    ],
  };
  try {
    await deps.mailer.send(account.email, mail);
    return true;
  } catch (error) {
    // Not sent: let a later run try again.
    await deps.db.query('DELETE FROM invoice_emails WHERE invoice_id = $1', [invoiceId]);
    deps.log.error({ err: error, invoiceId }, 'invoice e-mail not sent');
    return false;
  }
}
