import { z } from 'zod';
import { ZInvoiceSummary, type TInvoiceSummary } from './contract';

/**
 * "Correct my last invoice" (issue 39): POST /v2/invoices/{id}/correction issues a credit note for
 * the account's last paid invoice and a corrected invoice with the billing details as they are
 * now (same lines and amounts; no VAT when the new details make it reverse charge, the VAT paid
 * then credited to the balance). Once per invoice.
 */
export const ZInvoiceCorrectionResponse = z.object({
  creditNote: ZInvoiceSummary,
  invoice: ZInvoiceSummary,
  /** The VAT paid that is credited to the customer's balance (minor units); 0 most often. */
  balanceCredited: z.number().int(),
});
export type TInvoiceCorrectionResponse = z.infer<typeof ZInvoiceCorrectionResponse>;

/**
 * The invoice "Correct my last invoice" would correct: the newest paid invoice that is itself no
 * correction; null when there is none or it was corrected already. The server decides the same
 * way (api/src/billing/corrections/).
 */
export function correctableInvoice(list: readonly TInvoiceSummary[]): TInvoiceSummary | null {
  const last = list.find(
    (one) => (one.kind ?? 'invoice') === 'invoice' && one.status === 'paid' && !one.corrects,
  );
  if (!last) return null;
  const newerCorrection = list.find(
    (one) => (one.kind ?? 'invoice') === 'invoice' && one.corrects === last.number,
  );
  return newerCorrection ? null : last;
}
