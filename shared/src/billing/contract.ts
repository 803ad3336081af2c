import { z } from 'zod';
import { CURRENCIES } from '../payments/prices';

/**
 * The billing API contract (issue 9): the invoice e-mail setting (PATCH /v2/users/{id}/invoices),
 * the invoice list and the billing portal session (POST /payments/portal/session). Amounts are
 * integers in the currency's minor units.
 */

/** PATCH /v2/users/{id}/invoices: "receive invoices by e-mail". */
export const ZInvoicesSettingRequest = z.object({
  receiveInvoices: z.boolean({ error: 'errors.formInvalid' }),
});
export type TInvoicesSettingRequest = z.input<typeof ZInvoicesSettingRequest>;
export const ZInvoicesSettingResponse = ZInvoicesSettingRequest;

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One line of the billing tab's invoice list; the PDF is GET /v2/invoices/{id}/pdf. */
export const ZInvoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  currency: z.enum(CURRENCIES),
  total: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export const ZInvoiceList = z.object({ invoices: z.array(ZInvoiceSummary) });
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

/** POST /payments/portal/session: where the portal sends the customer back. */
export const ZPortalSessionRequest = z.object({
  returnUrl: z.url({ protocol: /^https?$/, error: 'errors.formInvalid' }).max(2000),
});
export type TPortalSessionRequest = z.input<typeof ZPortalSessionRequest>;
export const ZPortalSessionResponse = z.object({ url: z.string() });
export type TPortalSessionResponse = z.infer<typeof ZPortalSessionResponse>;
