import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { fill, type MailContent } from '../../delivery/templates';
import { translate } from '../../i18n/translate';
import type { Mailer } from '../../plugins/app/delivery/mailer';
import { billingText } from '../i18n/catalogue';
import type { InvoiceDocument } from './document';
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

/** A billing e-mail: HTML and text, with the invoice's PDF attached. */
export type MailWithInvoice = MailContent & {
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
};

/**
 * The billing engine's e-mail layout: paragraphs, an optional button (a link, also written out),
 * more paragraphs; HTML and text, with the invoice's PDF attached as `invoice-<number>.pdf`.
 */
export async function mailWithInvoice(
  document: InvoiceDocument,
  content: {
    subject: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    after?: string[];
  },
): Promise<MailWithInvoice> {
  const { subject, paragraphs, action, after = [] } = content;
  const p = (text: string) =>
    `<p style="font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font:bold 16px Arial,Helvetica,sans-serif;text-decoration:none">${escapeHtml(action.label)}</a></p>${p(action.url)}`
    : '';
  return {
    subject,
    text: [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), ...after].join(
      '\n\n',
    ),
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
      .map(p)
      .join('')}${button}${after.map(p).join('')}</body></html>`,
    // nodemailer takes the attachment as it is; the development outbox keeps the text only.
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
  const mail = await mailWithInvoice(document, { subject, paragraphs });
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
