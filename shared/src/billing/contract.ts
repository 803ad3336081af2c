import { z } from 'zod';
import { ORIGINS, SUBSCRIPTION_STATUSES } from '../constants';
import { ZEmail } from '../validation/fields';
import { CURRENCIES, INTERVALS } from '../payments/prices';

/**
 * The billing API contract (issue 9): the invoice e-mail setting (PATCH /v2/users/{id}/invoices),
 * the invoice list and the billing portal session (POST /payments/portal/session). Amounts are
 * integers in the currency's minor units.
 */

/** Billing contacts (issue 37): addresses that get a copy of invoice e-mails and billing notices. */
export const MAX_BILLING_CONTACTS = 5;

/** PATCH /v2/users/{id}/invoices: "receive invoices by e-mail" (what the billing tab's switch sends). */
export const ZInvoicesSettingRequest = z.object({
  receiveInvoices: z.boolean({ error: 'errors.formInvalid' }),
});
export type TInvoicesSettingRequest = z.input<typeof ZInvoicesSettingRequest>;

/**
 * The whole body PATCH /v2/users/{id}/invoices takes: the switch and the billing contacts
 * (issue 37), each changed only when sent. The owner or a Billing member sets them.
 */
export const ZInvoiceEmailsRequest = z.object({
  receiveInvoices: z.boolean({ error: 'errors.formInvalid' }).optional(),
  billingContacts: z
    .array(ZEmail, { error: 'errors.formInvalid' })
    .max(MAX_BILLING_CONTACTS, 'errors.formInvalid')
    .optional(),
});
export type TInvoiceEmailsRequest = z.input<typeof ZInvoiceEmailsRequest>;
export const ZInvoicesSettingResponse = z.object({
  receiveInvoices: z.boolean(),
  billingContacts: z.array(z.string()),
});
export type TInvoicesSettingResponse = z.infer<typeof ZInvoicesSettingResponse>;

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a line of the list is (issue 39): an invoice, or a credit note that cancels one. */
export const BILLING_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type BillingDocumentKind = (typeof BILLING_DOCUMENT_KINDS)[number];

/**
 * One line of the billing tab's invoice list; the PDF is GET /v2/invoices/{id}/pdf (a credit
 * note's too). `kind` absent: an invoice. `corrects`: the number of the invoice a credit note
 * credits, or that a corrected invoice replaces (issue 39).
 */
export const ZInvoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  currency: z.enum(CURRENCIES),
  total: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(BILLING_DOCUMENT_KINDS).optional(),
  corrects: z.string().optional(),
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

/** The card a subscription is charged to, as the billing tab shows it: never more than this. */
export const ZBillingCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TBillingCard = z.infer<typeof ZBillingCard>;

/**
 * What comes next for the subscription: a renewal (its date and what it will charge: the users at
 * the unit price, the coupon if it still covers that period, less the customer's credit), an end
 * (it will not renew), an end that has come (CANCELED), or what is due now (PAST_DUE: the open
 * invoice, null when the provider keeps it). Dates are ISO 8601; amounts in minor units.
 */
export const ZNextBilling = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('renewal'), date: z.string(), amount: z.number().int() }),
  z.object({ kind: z.literal('end'), date: z.string() }),
  z.object({ kind: z.literal('ended'), date: z.string() }),
  z.object({
    kind: z.literal('due'),
    amount: z.number().int().nullable(),
    graceExpires: z.string().nullable(),
  }),
]);
export type TNextBilling = z.infer<typeof ZNextBilling>;

/** GET /v2/billing/summary: the billing tab's plan, next charge and card. */
export const ZBillingSummary = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  users: z.number().int(),
  interval: z.enum(INTERVALS),
  edition: z.enum(ORIGINS),
  currency: z.enum(CURRENCIES),
  next: ZNextBilling,
  card: ZBillingCard.nullable(),
});
export type TBillingSummary = z.infer<typeof ZBillingSummary>;
/** `summary` is null for an account that has no subscription with the billing engine. */
export const ZBillingSummaryResponse = z.object({ summary: ZBillingSummary.nullable() });
export type TBillingSummaryResponse = z.infer<typeof ZBillingSummaryResponse>;
