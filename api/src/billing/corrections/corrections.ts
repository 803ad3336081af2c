import type { TInvoiceSummary } from '@portal/shared/billing/contract';
import type { TInvoiceCorrectionResponse } from '@portal/shared/billing/corrections';
import type { Currency } from '@portal/shared/payments/prices';
import type { TaxTreatment } from '@portal/shared/payments/tax';
import type { Db, Queryable } from '../../db/db';
import type { Mailer } from '../../delivery/mailer';
import { SUPPORT_EMAIL } from '../../delivery/templates';
import { AppError } from '../../errors/app-error';
import { billingNow } from '../clock';
import { INVOICE_NUMBER } from '../repository/checkouts';
import type { PdfRenderer } from '../invoices/pdf-renderer';
import type { Seller } from '../invoices/seller';
import type { BillingProvider } from '../provider';
import { correctionMails } from './mail';

/**
 * "Correct my last invoice" (issue 39, docs/decisions.md "Correcting an invoice"). The account's
 * last paid invoice is cancelled by a credit note (its own series, CN-000001) and replaced by a
 * corrected invoice of the normal series: the same lines and amounts, the buyer as the billing
 * details are now (bill_to), paid by the credit note (nothing is charged). Where the new details
 * make the sale reverse charge (the subscription's treatment, which the billing details' VAT check
 * sets), the corrected invoice carries no VAT and the VAT paid is credited to the balance, taken
 * off the next invoices as a plan change's credit is. Once per invoice (unique indexes), with the
 * local engine only: Stripe keeps its own invoices.
 */

export interface CorrectionDeps {
  db: Db;
  mailer: Mailer;
  seller: Seller;
  /**
   * The configured provider: the portal keeps (and so corrects) the invoices of the provider it
   * renews itself; one that renews on its own (Stripe) keeps its own invoices.
   */
  provider: Pick<BillingProvider, 'name' | 'renewsInPortal'>;
  /** Where the PDFs are rendered: this thread unless given (the API gives its PDF threads). */
  pdfs?: PdfRenderer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "CN-000042": the next number of the credit notes' own sequence. */
const CREDIT_NOTE_NUMBER = `'CN-' || lpad(nextval('credit_note_number_seq')::text, 6, '0')`;

interface InvoiceRow {
  id: string;
  number: string;
  status: string;
  billing_reason: string;
  customer_id: string;
  subscription_id: string | null;
  provider: string;
  currency: Currency;
  subtotal: number;
  discount: number;
  tax: number;
  tax_rate_bps: number;
  tax_treatment: TaxTreatment;
  total: number;
  corrected: boolean;
}

/** The newest paid invoice of the account that is itself no correction (the one to correct). */
async function lastPaidInvoiceId(q: Queryable, accountId: string): Promise<string | null> {
  const row = await q.one<{ id: string }>(
    `SELECT i.id FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
     WHERE c.account_id = $1 AND i.number IS NOT NULL AND i.status = 'paid'
       AND i.billing_reason <> 'correction'
     ORDER BY COALESCE(i.paid_at, i.created_at) DESC, i.number DESC LIMIT 1`,
    [accountId],
  );
  return row?.id ?? null;
}

/**
 * Corrects the account's last paid invoice `invoiceId`: the credit note, the corrected invoice,
 * the balance credited and the e-mail to the owner, the billing e-mail and the billing contacts
 * (both PDFs attached, queued in the outbox in the same transaction). 404 for an invoice of
 * another account; 409 for any other than the last paid one, a second correction, or an invoice
 * Stripe charged.
 */
export async function correctInvoice(
  deps: CorrectionDeps,
  accountId: string,
  invoiceId: string,
): Promise<TInvoiceCorrectionResponse> {
  if (!UUID.test(invoiceId)) throw new AppError('NOT_FOUND');
  try {
    return await deps.db.transaction(async (tx) => {
      const original = await tx.one<InvoiceRow>(
        `SELECT i.id, i.number, i.status, i.billing_reason, i.customer_id, i.subscription_id,
                c.provider, i.currency, i.subtotal, i.discount, i.tax, i.tax_rate_bps,
                i.tax_treatment, i.total,
                EXISTS (SELECT 1 FROM credit_notes n WHERE n.invoice_id = i.id) AS corrected
         FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
         WHERE i.id = $1 AND c.account_id = $2 AND i.number IS NOT NULL
         FOR UPDATE OF i`,
        [invoiceId, accountId],
      );
      if (!original) throw new AppError('NOT_FOUND');
      if (original.corrected || original.billing_reason === 'correction') {
        throw new AppError('INVOICE_ALREADY_CORRECTED');
      }
      if (original.provider !== deps.provider.name || !deps.provider.renewsInPortal) {
        throw new AppError('CORRECTION_WITH_PROVIDER', { values: { support: SUPPORT_EMAIL } });
      }
      if (original.status !== 'paid' || (await lastPaidInvoiceId(tx, accountId)) !== original.id) {
        throw new AppError('INVOICE_NOT_LAST');
      }
      const treatment = original.subscription_id
        ? await tx.one<{ tax_treatment: TaxTreatment }>(
            'SELECT tax_treatment FROM billing_subscriptions WHERE id = $1',
            [original.subscription_id],
          )
        : null;
      // Reverse charge now where VAT was charged: the corrected invoice has none, and the VAT
      // paid goes back to the customer's balance. Otherwise the same amounts (decisions.md).
      const reverse =
        treatment?.tax_treatment === 'reverse_charge' &&
        original.tax_treatment !== 'reverse_charge' &&
        original.tax > 0;
      const credited = reverse ? Number(original.tax) : 0;
      const now = await billingNow(tx);
      const creditNote = await tx.one<{ id: string; number: string }>(
        `INSERT INTO credit_notes (number, invoice_id, customer_id, currency, subtotal, discount,
           tax, total, tax_rate_bps, tax_treatment, reason, balance_credited, bill_to, created_at)
         SELECT ${CREDIT_NOTE_NUMBER}, i.id, i.customer_id, i.currency, i.subtotal, i.discount,
           i.tax, i.total, i.tax_rate_bps, i.tax_treatment, 'billing_details', $2, i.bill_to, $3
         FROM invoices i WHERE i.id = $1
         RETURNING id, number`,
        [original.id, credited, now],
      );
      const corrected = await tx.one<{ id: string; number: string; total: number }>(
        `WITH invoice AS (
           INSERT INTO invoices (customer_id, subscription_id, status, billing_reason, currency,
             subtotal, discount, total, amount_paid, coupon_code, period_start, period_end,
             attempt_count, paid_at, created_at, tax, tax_rate_bps, tax_treatment,
             corrects_invoice_id, bill_to, number)
           SELECT i.customer_id, i.subscription_id, 'paid', 'correction', i.currency, i.subtotal,
             i.discount, CASE WHEN $2 THEN GREATEST(0, i.total - i.tax) ELSE i.total END, 0,
             i.coupon_code, i.period_start, i.period_end, 0, $3, $3,
             CASE WHEN $2 THEN 0 ELSE i.tax END, CASE WHEN $2 THEN 0 ELSE i.tax_rate_bps END,
             CASE WHEN $2 THEN 'reverse_charge' ELSE i.tax_treatment END,
             i.id, bill_to_of(c), ${INVOICE_NUMBER}
           FROM invoices i JOIN billing_customers c ON c.id = i.customer_id WHERE i.id = $1
           RETURNING id, number, total
         ), lines AS (
           INSERT INTO invoice_lines (invoice_id, description, quantity, unit_amount, amount,
             proration, period_start, period_end)
           SELECT invoice.id, l.description, l.quantity, l.unit_amount, l.amount, l.proration,
             l.period_start, l.period_end
           FROM invoice, invoice_lines l WHERE l.invoice_id = $1
         )
         SELECT id, number, total FROM invoice`,
        [original.id, reverse, now],
      );
      if (credited > 0) {
        await tx.query(
          'UPDATE billing_customers SET credit_balance = credit_balance + $2 WHERE id = $1',
          [original.customer_id, credited],
        );
      }
      const mails = await correctionMails(tx, deps, {
        creditNoteId: creditNote!.id,
        invoiceId: corrected!.id,
        balanceCredited: credited,
      });
      await deps.mailer.sendAll(mails, tx);
      const issuedAt = now.toISOString();
      return {
        creditNote: {
          id: creditNote!.id,
          number: creditNote!.number,
          issuedAt,
          currency: original.currency,
          total: -Number(original.total),
          status: 'paid' as const,
          kind: 'creditNote' as const,
          corrects: original.number,
        },
        invoice: {
          id: corrected!.id,
          number: corrected!.number,
          issuedAt,
          currency: original.currency,
          total: Number(corrected!.total),
          status: 'paid' as const,
          kind: 'invoice' as const,
          corrects: original.number,
        },
        balanceCredited: credited,
      };
    });
  } catch (error) {
    // Two corrections at once: the second finds the first's credit note (unique invoice_id).
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('INVOICE_ALREADY_CORRECTED');
    }
    throw error;
  }
}

interface ListRow {
  id: string;
  number: string;
  status: string;
  currency: Currency;
  total: number;
  issued_at: Date;
  kind: 'invoice' | 'creditNote';
  corrects: string | null;
}

const portalStatus = (status: string): TInvoiceSummary['status'] =>
  status === 'paid' ? 'paid' : status === 'open' ? 'open' : 'void';

/**
 * The billing tab's list (GET /v2/invoices): the account's issued invoices and its credit notes,
 * newest first; a credit note's total is negative (money given back), and `corrects` names the
 * invoice a credit note cancels or a corrected invoice replaces.
 */
export async function accountBillingDocuments(
  q: Queryable,
  accountId: string,
): Promise<TInvoiceSummary[]> {
  const rows = await q.query<ListRow>(
    `SELECT i.id, i.number, i.status, i.currency, i.total,
            COALESCE(i.paid_at, i.created_at) AS issued_at, 'invoice' AS kind, o.number AS corrects
     FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
     LEFT JOIN invoices o ON o.id = i.corrects_invoice_id
     WHERE c.account_id = $1 AND i.number IS NOT NULL
     UNION ALL
     SELECT n.id, n.number, 'paid', n.currency, -n.total, n.created_at, 'creditNote', o.number
     FROM credit_notes n JOIN billing_customers c ON c.id = n.customer_id
     JOIN invoices o ON o.id = n.invoice_id
     WHERE c.account_id = $1
     ORDER BY issued_at DESC, kind DESC, number DESC`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    currency: row.currency,
    total: Number(row.total),
    status: portalStatus(row.status),
    kind: row.kind,
    ...(row.corrects ? { corrects: row.corrects } : {}),
  }));
}

/** A credit note of an account, as a data export lists it (H4): its number, date and PDF id. */
export interface CreditNoteEntry {
  id: string;
  number: string;
  issuedAt: string;
  /** The invoice it credits. */
  invoiceNumber: string;
}

/** The account's credit notes, oldest first (a data export renders each: accountDocumentPdf). */
export async function accountCreditNotes(
  q: Queryable,
  accountId: string,
): Promise<CreditNoteEntry[]> {
  const rows = await q.query<{ id: string; number: string; created_at: Date; invoice: string }>(
    `SELECT n.id, n.number, n.created_at, o.number AS invoice
     FROM credit_notes n JOIN billing_customers c ON c.id = n.customer_id
     JOIN invoices o ON o.id = n.invoice_id
     WHERE c.account_id = $1 ORDER BY n.created_at, n.number`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.created_at).toISOString(),
    invoiceNumber: row.invoice,
  }));
}
