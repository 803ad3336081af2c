import type { FastifyInstance } from 'fastify';
import type { Locale } from '@portal/shared/i18n/locales';

/** A credit note the export writes as `credit-notes/<number>.pdf`. */
export interface ExportedCreditNote {
  number: string;
  pdf(): Promise<Uint8Array>;
}

/**
 * The account's credit notes (issue 39, "Correct my last invoice"). The credit notes' listing and
 * PDF are not part of the billing code yet: none are exported until they are.
 */
export async function creditNotesOf(
  _fastify: FastifyInstance,
  _accountId: string,
  _locale: Locale,
): Promise<ExportedCreditNote[]> {
  return [];
}
