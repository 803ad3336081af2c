import type { Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../../db/db';
import { AppError } from '../../errors/app-error';
import type { InvoiceDocument } from '../invoices/document';
import { issuedInvoiceDocuments } from '../invoices/invoices';
import { renderOnThisThread, type PdfRenderer } from '../invoices/pdf-renderer';
import type { Seller } from '../invoices/seller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Found = { accountId: string | null; document: InvoiceDocument };

/**
 * The documents of credit notes by id: the credited invoice's (lines, amounts, tax, and its buyer
 * as at its issue, which the credit note keeps), numbered and dated as the credit note, and
 * saying which invoice it credits.
 */
export async function creditNoteDocuments(
  q: Queryable,
  ids: string[],
  fallbackLocale: Locale,
  seller: Seller,
): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  if (ids.length === 0) return found;
  const notes = await q.query<{
    id: string;
    number: string;
    invoice_id: string;
    created_at: Date;
  }>('SELECT id, number, invoice_id, created_at FROM credit_notes WHERE id = ANY($1::uuid[])', [
    ids,
  ]);
  const invoices = await issuedInvoiceDocuments(
    q,
    notes.map((note) => note.invoice_id),
    fallbackLocale,
    seller,
  );
  for (const note of notes) {
    const credited = invoices.get(note.invoice_id);
    if (!credited) continue;
    found.set(note.id, {
      accountId: credited.accountId,
      document: {
        ...credited.document,
        number: note.number,
        issuedAt: new Date(note.created_at).toISOString(),
        creditNoteFor: credited.document.number,
      },
    });
  }
  return found;
}

/** For corrected invoices by id: the invoice each replaces and the credit note that cancelled it. */
export async function correctionReferences(
  q: Queryable,
  invoiceIds: string[],
): Promise<Map<string, { invoice: string; creditNote: string }>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await q.query<{ id: string; invoice: string; credit_note: string }>(
    `SELECT i.id, o.number AS invoice, n.number AS credit_note
     FROM invoices i JOIN invoices o ON o.id = i.corrects_invoice_id
     JOIN credit_notes n ON n.invoice_id = o.id
     WHERE i.id = ANY($1::uuid[])`,
    [invoiceIds],
  );
  return new Map(
    rows.map((row) => [row.id, { invoice: row.invoice, creditNote: row.credit_note }]),
  );
}

/**
 * Invoices (a corrected one names what it replaces) and credit notes by id, whichever each id is:
 * what the billing tab's PDF route, the correction's e-mail and a data export print.
 */
export async function billingDocuments(
  q: Queryable,
  ids: string[],
  fallbackLocale: Locale,
  seller: Seller,
): Promise<Map<string, Found>> {
  const valid = ids.filter((id) => UUID.test(id));
  const found = await issuedInvoiceDocuments(q, valid, fallbackLocale, seller);
  const references = await correctionReferences(q, [...found.keys()]);
  for (const [id, reference] of references) {
    const invoice = found.get(id)!;
    found.set(id, { ...invoice, document: { ...invoice.document, correctionOf: reference } });
  }
  const rest = valid.filter((id) => !found.has(id));
  for (const [id, note] of await creditNoteDocuments(q, rest, fallbackLocale, seller)) {
    found.set(id, note);
  }
  return found;
}

/** The file name a document's PDF is saved as: invoice-INV-000042.pdf, credit-note-CN-000001.pdf. */
export const pdfFileName = (document: InvoiceDocument) =>
  `${document.creditNoteFor ? 'credit-note' : 'invoice'}-${document.number}.pdf`;

/**
 * One invoice or credit note of an account as a PDF (GET /v2/invoices/{id}/pdf; a data export),
 * in its language or `fallbackLocale`. Another account's answers 404 like one that does not exist.
 */
export async function accountDocumentPdf(
  deps: { db: Queryable; seller: Seller; pdfs?: PdfRenderer },
  accountId: string,
  id: string,
  fallbackLocale: Locale,
): Promise<{ number: string; fileName: string; pdf: Uint8Array }> {
  const found = (await billingDocuments(deps.db, [id], fallbackLocale, deps.seller)).get(id);
  if (!found || found.accountId !== accountId) throw new AppError('NOT_FOUND');
  const pdf = await (deps.pdfs ?? renderOnThisThread).render(found.document);
  return { number: found.document.number, fileName: pdfFileName(found.document), pdf };
}
