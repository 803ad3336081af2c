import type { InvoiceStatus, TInvoiceSummary } from '@portal/shared/billing/contract';
import type { TBillTo } from '@portal/shared/billing/details';
import { isLocale, type Locale } from '@portal/shared/i18n/locales';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import { vatIdOf, type TaxTreatment } from '@portal/shared/payments/tax';
import type { Queryable } from '../../db/db';
import type { InvoiceDocument, InvoiceLine } from './document';
import type { Seller } from './seller';

/**
 * The account's view of the engine's invoices (migration 006): only numbered ones, i.e. issued.
 * The engine's statuses fold into the three the portal shows.
 */
const portalStatus = (status: string): InvoiceStatus =>
  status === 'paid' ? 'paid' : status === 'open' ? 'open' : 'void';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SummaryRow {
  id: string;
  number: string;
  status: string;
  currency: Currency;
  total: number;
  issued_at: Date;
}

/** The account's invoices, newest first. */
export async function listInvoices(q: Queryable, accountId: string): Promise<TInvoiceSummary[]> {
  const rows = await q.query<SummaryRow>(
    `SELECT i.id, i.number, i.status, i.currency, i.total,
            COALESCE(i.paid_at, i.created_at) AS issued_at
     FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
     WHERE c.account_id = $1 AND i.number IS NOT NULL
     ORDER BY COALESCE(i.paid_at, i.created_at) DESC, i.number DESC`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    currency: row.currency,
    total: row.total,
    status: portalStatus(row.status),
  }));
}

interface DocumentRow extends SummaryRow {
  account_id: string | null;
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  tax: number;
  tax_rate_bps: number;
  tax_treatment: TaxTreatment;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country: string;
  vat_number: string | null;
  /** The buyer as at issue (migration 045); null only for an invoice written without it. */
  bill_to: TBillTo | null;
  locale: string | null;
  interval: Interval | null;
  tax_country: string | null;
}

interface LineRow {
  quantity: number;
  unit_amount: number;
  amount: number;
  proration: boolean;
  period_start: Date | null;
  period_end: Date | null;
}

const iso = (value: Date | null, fallback: Date) => new Date(value ?? fallback).toISOString();

/**
 * Everything the PDF of one issued invoice shows, with its owner; null when there is no such
 * invoice (the caller answers 404 for another account's too).
 */
export async function invoiceDocument(
  q: Queryable,
  id: string,
  fallbackLocale: Locale,
  seller: Seller,
): Promise<{ accountId: string; document: InvoiceDocument } | null> {
  const found = await issuedInvoiceDocument(q, id, fallbackLocale, seller);
  return found?.accountId ? { accountId: found.accountId, document: found.document } : null;
}

/**
 * The same, owned or not yet: the first invoice of a checkout belongs to no account until the
 * buyer claims the subscription (its receipt, receipt.ts). `fallbackLocale` writes it then.
 */
export async function issuedInvoiceDocument(
  q: Queryable,
  id: string,
  fallbackLocale: Locale,
  seller: Seller,
): Promise<{ accountId: string | null; document: InvoiceDocument } | null> {
  if (!UUID.test(id)) return null;
  return (await issuedInvoiceDocuments(q, [id], fallbackLocale, seller)).get(id) ?? null;
}

/**
 * The documents of several issued invoices by id, in two statements whatever their number (a
 * renewal batch e-mails its invoices together, mail.ts); ids of no issued invoice are absent.
 */
export async function issuedInvoiceDocuments(
  q: Queryable,
  ids: string[],
  fallbackLocale: Locale,
  seller: Seller,
): Promise<Map<string, { accountId: string | null; document: InvoiceDocument }>> {
  const found = new Map<string, { accountId: string | null; document: InvoiceDocument }>();
  if (ids.length === 0) return found;
  const rows = await q.query<DocumentRow>(
    `SELECT i.id, i.number, i.status, i.currency, i.total, i.subtotal, i.discount, i.coupon_code,
            i.tax, i.tax_rate_bps, i.tax_treatment,
            COALESCE(i.paid_at, i.created_at) AS issued_at, c.account_id, c.first_name, c.last_name,
            c.company, c.email, c.address_line1, c.address_line2, c.city, c.postal_code, c.country,
            c.vat_number, i.bill_to, a.locale, bs.interval, bs.tax_country
     FROM invoices i
     JOIN billing_customers c ON c.id = i.customer_id
     LEFT JOIN accounts a ON a.id = c.account_id
     LEFT JOIN billing_subscriptions bs ON bs.id = i.subscription_id
     WHERE i.id = ANY($1::uuid[]) AND i.number IS NOT NULL`,
    [ids],
  );
  if (rows.length === 0) return found;
  const lines = await q.query<LineRow & { invoice_id: string }>(
    `SELECT invoice_id, quantity, unit_amount, amount, proration, period_start, period_end
     FROM invoice_lines WHERE invoice_id = ANY($1::uuid[])
     ORDER BY invoice_id, proration, amount DESC`,
    [rows.map((row) => row.id)],
  );
  const linesOf = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.invoice_id);
    if (list) list.push(line);
    else linesOf.set(line.invoice_id, [line]);
  }
  for (const row of rows) {
    found.set(row.id, documentOf(row, linesOf.get(row.id) ?? [], fallbackLocale, seller));
  }
  return found;
}

/**
 * The buyer as the invoice shows it: its snapshot as at issue (bill_to), so a later change of the
 * billing details never rewrites an issued invoice; the live customer row only for an invoice
 * written without one.
 */
function buyerOf(
  row: DocumentRow,
): Pick<InvoiceDocument, 'customer' | 'billingAddress' | 'vatNumber' | 'poNumber'> {
  const billTo = row.bill_to;
  if (billTo) {
    return {
      customer: { name: billTo.name, company: billTo.company || undefined, email: billTo.email },
      billingAddress: { ...billTo.address },
      vatNumber: billTo.vatNumber,
      poNumber: billTo.poNumber,
    };
  }
  return {
    customer: {
      name: `${row.first_name} ${row.last_name}`,
      company: row.company || undefined,
      email: row.email,
    },
    billingAddress: {
      line1: row.address_line1,
      line2: row.address_line2 ?? undefined,
      city: row.city,
      postalCode: row.postal_code,
      country: row.country,
    },
    vatNumber: row.vat_number ? vatIdOf(row.country, row.vat_number) : undefined,
  };
}

function documentOf(
  row: DocumentRow,
  lines: LineRow[],
  fallbackLocale: Locale,
  seller: Seller,
): { accountId: string | null; document: InvoiceDocument } {
  const issued = new Date(row.issued_at);
  return {
    accountId: row.account_id,
    document: {
      number: row.number,
      issuedAt: issued.toISOString(),
      status: portalStatus(row.status),
      locale: row.locale && isLocale(row.locale) ? row.locale : fallbackLocale,
      currency: row.currency,
      seller,
      ...buyerOf(row),
      lines: lines.map((line): InvoiceLine => {
        const common = {
          users: line.quantity,
          unitAmount: line.unit_amount,
          amount: line.amount,
          start: iso(line.period_start, issued),
          end: iso(line.period_end, issued),
        };
        if (!line.proration) return { kind: 'plan', interval: row.interval ?? 'month', ...common };
        return { kind: line.amount < 0 ? 'credit' : 'proration', ...common };
      }),
      subtotal: row.subtotal,
      discount: row.discount,
      coupon: row.coupon_code ?? undefined,
      taxRateBps: row.tax_rate_bps,
      taxTreatment: row.tax_treatment,
      taxCountry: row.tax_country ?? row.country,
      tax: row.tax,
      total: row.total,
    },
  };
}
