import type { InvoiceStatus, TInvoiceSummary } from '@portal/shared/billing/contract';
import type { Currency } from '@portal/shared/payments/prices';
import type { Queryable } from '../db/db';
import type { InvoiceDocument } from './invoice-document';

interface InvoiceRow {
  id: string;
  account_id: string;
  number: string;
  issued_at: Date;
  currency: Currency;
  total: number;
  status: InvoiceStatus;
  document: InvoiceDocument | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = (row: InvoiceRow): TInvoiceSummary => ({
  id: row.id,
  number: row.number,
  issuedAt: new Date(row.issued_at).toISOString(),
  currency: row.currency,
  total: row.total,
  status: row.status,
});

/** The account's invoices, newest first. */
export async function listInvoices(q: Queryable, accountId: string): Promise<TInvoiceSummary[]> {
  const rows = await q.query<InvoiceRow>(
    `SELECT id, account_id, number, issued_at, currency, total, status, document
     FROM invoices WHERE account_id = $1 ORDER BY issued_at DESC, number DESC`,
    [accountId],
  );
  return rows.map(summary);
}

/** One invoice with its document, whoever owns it (the caller checks ownership). */
export async function findInvoice(
  q: Queryable,
  id: string,
): Promise<{ accountId: string; document: InvoiceDocument } | null> {
  if (!UUID.test(id)) return null;
  const row = await q.one<InvoiceRow>(
    'SELECT id, account_id, number, issued_at, currency, total, status, document FROM invoices WHERE id = $1',
    [id],
  );
  if (!row) return null;
  const document =
    typeof row.document === 'string' ? (JSON.parse(row.document) as InvoiceDocument) : row.document;
  return { accountId: row.account_id, document };
}

/**
 * Issues the invoice of one charge: takes the next number and stores the frozen document. Run
 * it in the charge's transaction; a second call for the same charge returns the first invoice.
 */
export async function issueInvoice(
  q: Queryable,
  accountId: string,
  chargeRef: string,
  document: Omit<InvoiceDocument, 'number'>,
): Promise<{ id: string; document: InvoiceDocument; created: boolean }> {
  const existing = await q.one<{ id: string; document: InvoiceDocument | string }>(
    'SELECT id, document FROM invoices WHERE charge_ref = $1',
    [chargeRef],
  );
  if (existing) {
    const doc =
      typeof existing.document === 'string'
        ? (JSON.parse(existing.document) as InvoiceDocument)
        : existing.document;
    return { id: existing.id, document: doc, created: false };
  }
  const seq = await q.one<{ n: string }>("SELECT nextval('invoice_number_seq')::text AS n");
  const year = new Date(document.issuedAt).getUTCFullYear();
  const number = `PV-${year}-${seq!.n.padStart(6, '0')}`;
  const full: InvoiceDocument = { ...document, number };
  const row = await q.one<{ id: string }>(
    `INSERT INTO invoices (account_id, number, issued_at, currency, total, status, charge_ref, document)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      accountId,
      number,
      document.issuedAt,
      document.currency,
      document.total,
      document.status,
      chargeRef,
      JSON.stringify(full),
    ],
  );
  return { id: row!.id, document: full, created: true };
}

/** "Receive invoices by e-mail". */
export async function setReceiveInvoices(
  q: Queryable,
  accountId: string,
  receiveInvoices: boolean,
): Promise<void> {
  await q.query('UPDATE accounts SET receive_invoices = $2, updated_at = now() WHERE id = $1', [
    accountId,
    receiveInvoices,
  ]);
}
