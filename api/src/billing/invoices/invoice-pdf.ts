import type { Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../../db/db';
import { AppError } from '../../errors/app-error';
import { invoiceDocument } from './invoices';
import { renderInvoicePdf } from './pdf';
import type { Seller } from './seller';

/**
 * One invoice of an account as a PDF (the billing tab's GET /v2/invoices/{id}/pdf), written in
 * the invoice's language or `fallbackLocale`. Another account's invoice answers 404 exactly like
 * one that does not exist (decisions.md: ids of other customers reveal nothing).
 */
export async function accountInvoicePdf(
  deps: { db: Queryable; seller: Seller },
  accountId: string,
  invoiceId: string,
  fallbackLocale: Locale,
): Promise<{ number: string; pdf: Uint8Array }> {
  const found = await invoiceDocument(deps.db, invoiceId, fallbackLocale, deps.seller);
  if (!found || found.accountId !== accountId) throw new AppError('NOT_FOUND');
  return { number: found.document.number, pdf: await renderInvoicePdf(found.document) };
}
