import { randomUUID } from 'node:crypto';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { layoutMail, mailFrame, type MailContent, type MailParts } from '../../delivery/templates';
import type { Mailer } from '../../delivery/mailer';
import { billingText } from '../i18n/catalogue';
import type { InvoiceDocument } from './document';
import { issuedInvoiceDocuments } from './invoices';
import { renderOnThisThread, type PdfRenderer } from './pdf-renderer';
import type { Seller } from './seller';
import { billingCopiesSql } from '../details/recipients';

export interface BillingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where invoice PDFs are rendered: this thread unless given (the API gives its PDF threads). */
  pdfs?: PdfRenderer;
}

/**
 * A billing e-mail in the portal's one layout (delivery/templates.ts), with the invoice's PDF
 * attached as `invoice-<number>.pdf`.
 */
export async function mailWithInvoice(
  document: InvoiceDocument,
  parts: MailParts,
  pdfs: PdfRenderer = renderOnThisThread,
): Promise<MailContent> {
  const pdf = await pdfs.render(document);
  return {
    ...layoutMail(document.locale, parts),
    attachments: [
      {
        filename: `invoice-${document.number}.pdf`,
        content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
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

/**
 * Invoices whose e-mails a run of this process is about to queue (job.ts): another run here (the
 * minute tick during a long run) does not take them for left behind, which on a slow machine
 * rendered every PDF twice and made the run slower still.
 */
export const mailingHere = new Set<string>();

/**
 * Renders and queues in the outbox the e-mails recordInvoiceEmails decided: those of `invoiceIds`
 * (just paid by this process), or, without it, every one left behind by a process that died after
 * the payment's commit. The documents and their owners are read in three statements, the PDFs
 * rendered outside any transaction (one that cannot be rendered is logged and left for the next
 * run, the others go on), and the marks and the outbox rows committed together, once for all of
 * them: each is queued once, a renewal batch costs one commit rather than one per invoice.
 * Returns how many were queued.
 */
export async function queueInvoiceEmails(
  deps: BillingDeps & { seller: Seller },
  invoiceIds?: string[],
): Promise<number> {
  const pending = await deps.db.query<{ invoice_id: string }>(
    invoiceIds
      ? `SELECT invoice_id FROM invoice_emails WHERE NOT queued AND invoice_id = ANY($1::uuid[])`
      : `SELECT invoice_id FROM invoice_emails WHERE NOT queued
           AND sent_at < now() - ${LEFT_BEHIND} AND NOT invoice_id = ANY($1::uuid[])
           ORDER BY sent_at LIMIT 1000`,
    [invoiceIds ?? [...mailingHere]],
  );
  let queued = 0;
  for (let done = 0; done < pending.length; done += QUEUED_TOGETHER) {
    const ids = pending.slice(done, done + QUEUED_TOGETHER).map((row) => row.invoice_id);
    queued += await queueTogether(deps, ids);
  }
  return queued;
}

/** At most this many PDFs are held in memory and committed at once (about 4 MB). */
const QUEUED_TOGETHER = 100;

async function queueTogether(
  deps: BillingDeps & { seller: Seller },
  invoiceIds: string[],
): Promise<number> {
  const documents = await issuedInvoiceDocuments(deps.db, invoiceIds, 'en-us', deps.seller);
  const owners = new Map(
    (
      await deps.db.query<{
        id: string;
        email: string;
        first_name: string;
        billing_contacts: string[];
      }>(
        `SELECT a.id, a.email, a.first_name, ${billingCopiesSql('a')} AS billing_contacts
         FROM accounts a WHERE a.id = ANY($1::uuid[])`,
        [[...new Set([...documents.values()].flatMap((found) => found.accountId ?? []))]],
      )
    ).map((owner) => [owner.id, owner]),
  );
  // Rendered all at once: the PDF threads share them (on this thread, one after the other).
  const rendered = await Promise.all(
    [...documents].map(async ([invoiceId, { accountId, document }]) => {
      const owner = accountId ? owners.get(accountId) : undefined;
      if (!owner) return null;
      try {
        return { invoiceId, to: owner.email, mail: await invoiceMail(deps, document, owner) };
      } catch (error) {
        deps.log.error(
          { err: error, invoiceId },
          'invoice e-mail not queued, tried again next run',
        );
        return null;
      }
    }),
  );
  // The billing contacts (issue 37) and the billing e-mail (issue 39) get the same e-mail in copy,
  // queued with it.
  const mails = rendered
    .filter((mail) => mail !== null)
    .flatMap((mail) => [
      mail,
      ...(owners.get(documents.get(mail.invoiceId)!.accountId!)?.billing_contacts ?? [])
        .filter((contact) => contact !== mail.to)
        .map((contact) => ({ ...mail, to: contact })),
    ]);
  if (mails.length === 0) return 0;
  // On the embedded database the PDFs are written to its files before the transaction (by Node's
  // I/O threads, not the API's), and the outbox rows keep their keys: the transaction holds the
  // database for a few small rows, not for the PDFs' bytes.
  const files = await keepInFiles(deps.db, rendered);
  // Two processes rendering the same invoice queue it once: the mark goes to the one whose
  // update finds the row still unqueued.
  let claimed = new Set<string>();
  try {
    await deps.db.transaction(async (tx) => {
      claimed = new Set(
        (
          await tx.query<{ invoice_id: string }>(
            `UPDATE invoice_emails SET queued = true
             WHERE invoice_id = ANY($1::uuid[]) AND NOT queued RETURNING invoice_id`,
            [mails.map((mail) => mail.invoiceId)],
          )
        ).map((row) => row.invoice_id),
      );
      await deps.mailer.sendAll(
        mails.filter((mail) => claimed.has(mail.invoiceId)),
        tx,
      );
    });
  } catch (error) {
    claimed = new Set();
    throw error;
  } finally {
    // Files of e-mails another process queued first, or of a transaction that failed.
    await deps.db.files?.remove(
      files.filter((file) => !claimed.has(file.invoiceId)).map((file) => file.key),
    );
  }
  return claimed.size;
}

/**
 * Puts the attachments' bytes in the database's file store when it has one (PGlite's,
 * db/files.ts): the mails then carry their keys. The keys written, with their invoices.
 */
async function keepInFiles(
  db: Db,
  rendered: Array<{ invoiceId: string; mail: MailContent } | null>,
): Promise<Array<{ invoiceId: string; key: string }>> {
  const store = db.files;
  if (!store) return [];
  const written: Array<{ invoiceId: string; key: string }> = [];
  const writing = Promise.allSettled(
    rendered.map(async (entry) => {
      if (!entry?.mail.attachments) return;
      entry.mail.attachments = await Promise.all(
        entry.mail.attachments.map(async (file) => {
          if (file.content === undefined) return file;
          const key = randomUUID();
          await store.put(key, file.content);
          written.push({ invoiceId: entry.invoiceId, key });
          const { filename, contentType } = file;
          return { filename, contentType, fileKey: key, size: file.content.byteLength };
        }),
      );
    }),
  );
  // Every write ends before any is undone: none is left behind by a failure.
  const failed = (await writing).find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await store.remove(written.map((file) => file.key));
    throw failed.reason;
  }
  return written;
}

function invoiceMail(
  deps: BillingDeps,
  document: InvoiceDocument,
  owner: { first_name: string },
): Promise<MailContent> {
  const locale = document.locale;
  const total = formatAmount(document.total, document.currency, LOCALE_TAGS[locale]);
  return mailWithInvoice(
    document,
    {
      ...mailFrame(locale, owner.first_name),
      subject: billingText(locale, 'invoice.mail.subject', { number: document.number }),
      paragraphs: [
        billingText(locale, 'invoice.mail.body', { number: document.number, total }),
        billingText(locale, 'invoice.mail.setting'),
      ],
    },
    deps.pdfs,
  );
}
