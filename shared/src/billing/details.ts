import { z } from 'zod';
import { ZEmail, withoutNul } from '../validation/fields';
import { ZCompanyName } from '../validation/profile';
import { ZBillingAddress, ZVatNumber, optional } from '../payments/contract';
import { TAX_TREATMENTS, VAT_STATUSES } from '../payments/tax';

/**
 * Business billing details (issue 39): GET/PUT /v2/billing/details, the billing tab's card. The
 * fields are the checkout's (company, billing address with its state rule, VAT number: the same
 * schemas), plus the e-mail invoices also go to and an optional purchase-order number printed on
 * invoices. A change applies to the invoices issued after it.
 */
export const MAX_PO_NUMBER = 64;

export const ZPoNumber = withoutNul(z.string().trim().max(MAX_PO_NUMBER, 'errors.fieldTooLong'));

export const ZBillingDetails = z.object({
  company: ZCompanyName,
  address: ZBillingAddress,
  vatNumber: optional(ZVatNumber),
  billingEmail: optional(ZEmail),
  poNumber: optional(ZPoNumber),
});
export type TBillingDetails = z.input<typeof ZBillingDetails>;
export type TBillingDetailsParsed = z.output<typeof ZBillingDetails>;

/** GET/PUT /v2/billing/details: the details and the tax treatment the next charges get. */
export const ZBillingDetailsResponse = z.object({
  details: z.object({
    company: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      state: z.string().optional(),
      postalCode: z.string(),
      country: z.string(),
    }),
    vatNumber: z.string().optional(),
    billingEmail: z.string().optional(),
    poNumber: z.string().optional(),
  }),
  /** The tax treatment of future charges (the invoices already issued keep theirs). */
  taxTreatment: z.enum(TAX_TREATMENTS),
  /** Tax rate of future charges in basis points (2000 = 20 %). */
  taxRateBps: z.number().int(),
  /** How the registry saw the VAT number at the last change (or the checkout). */
  vatStatus: z.enum(VAT_STATUSES),
});
export type TBillingDetailsResponse = z.infer<typeof ZBillingDetailsResponse>;

/**
 * What an invoice shows of its buyer, as at issue (migration 045's `invoices.bill_to`, written by
 * the database's bill_to_of): a later change of details never rewrites it. `name` is the first and
 * last name; `email` the billing e-mail when one is set, else the customer's; `vatNumber` carries
 * its country's prefix, as printed; `state` is a code of billing/states.ts.
 */
export interface TBillTo {
  company: string;
  name: string;
  email: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    postalCode: string;
    country: string;
  };
  vatNumber?: string;
  poNumber?: string;
}
