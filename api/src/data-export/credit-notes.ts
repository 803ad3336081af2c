import type { FastifyInstance } from 'fastify';
import type { Locale } from '@portal/shared/i18n/locales';
import { accountCreditNotes } from '../billing/corrections/corrections';
import { accountDocumentPdf } from '../billing/corrections/documents';

/** A credit note the export writes as `credit-notes/<number>.pdf`. */
export interface ExportedCreditNote {
  number: string;
  pdf(): Promise<Uint8Array>;
}

/**
 * The account's credit notes ("Correct my last invoice", billing/corrections/), oldest first, each
 * rendered as the billing tab's PDF when the export reaches it (one PDF in memory at a time).
 */
export async function creditNotesOf(
  fastify: FastifyInstance,
  accountId: string,
  locale: Locale,
): Promise<ExportedCreditNote[]> {
  const notes = await accountCreditNotes(fastify.db, accountId);
  const deps = { db: fastify.db, seller: fastify.config.seller, pdfs: fastify.invoicePdfs };
  return notes.map((note) => ({
    number: note.number,
    pdf: async () => (await accountDocumentPdf(deps, accountId, note.id, locale)).pdf,
  }));
}
