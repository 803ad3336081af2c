import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
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
 * Decides, in the transaction that pays them, that these invoices are e-mailed: those of accounts
 * with "receive invoices by e-mail" on (spec §2). One statement for a whole batch of renewals.
 * queueInvoiceEmails renders and queues them after the commit.
 */
export async function recordInvoiceEmails(q: Queryable, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await q.query(
    `INSERT INTO invoice_emails (invoice_id, account_id, queued)
     SELECT i.id, a.id, false FROM invoices i
     JOIN billing_customers c ON c.id = i.customer_id
     JOIN accounts a ON a.id = c.account_id
     WHERE i.id = ANY($1::uuid[]) AND a.receive_invoices
     ON CONFLICT (invoice_id) DO NOTHING`,
    [invoiceIds],
  );
}

/** A run that died between a payment's commit and its e-mail left it this long ago at least. */
const LEFT_BEHIND = "interval '1 minute'";

/** Gives requests waiting for the thread (and PGlite's one connection) a turn between invoices. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders and queues in the outbox the e-mails recordInvoiceEmails decided: those of `invoiceIds`
 * (just paid by this process), or, without it, every one left behind by a process that died after
 * the payment's commit. Each is queued once, the mark and the outbox row in one transaction; a PDF
 * that cannot be rendered is logged and left for the next run, and the others go on. Returns how
 * many were queued.
 */
export async function queueInvoiceEmails(
  deps: BillingDeps & { seller: Seller },
  invoiceIds?: string[],
): Promise<number> {
  const pending = await deps.db.query<{ invoice_id: string }>(
    invoiceIds
      ? `SELECT invoice_id FROM invoice_emails WHERE NOT queued AND invoice_id = ANY($1::uuid[])`
      : `SELECT invoice_id FROM invoice_emails WHERE NOT queued
           AND sent_at < now() - ${LEFT_BEHIND} ORDER BY sent_at LIMIT 1000`,
    invoiceIds ? [invoiceIds] : [],
  );
  let queued = 0;
  for (const { invoice_id: invoiceId } of pending) {
    try {
      if (await queueInvoiceEmail(deps, invoiceId)) queued++;
    } catch (error) {
      deps.log.error({ err: error, invoiceId }, 'invoice e-mail not queued, tried again next run');
    }
    await yieldToRequests();
  }
  return queued;
}

async function queueInvoiceEmail(
  deps: BillingDeps & { seller: Seller },
  invoiceId: string,
): Promise<boolean> {
  const found = await invoiceDocument(deps.db, invoiceId, 'en-us', deps.seller);
  if (!found) return false;
  const account = await deps.db.one<{ email: string; first_name: string }>(
    'SELECT email, first_name FROM accounts WHERE id = $1',
    [found.accountId],
  );
  if (!account) return false;
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
  // The mark and the queued e-mail commit together; two processes rendering the same invoice
  // queue it once (the one whose update finds the row still unqueued).
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.one(
      `UPDATE invoice_emails SET queued = true WHERE invoice_id = $1 AND NOT queued
       RETURNING invoice_id`,
      [invoiceId],
    );
    if (!claimed) return false;
    await deps.mailer.send(account.email, mail, tx);
    return true;
  });
}
