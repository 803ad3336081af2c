import type { InvoiceStatus } from '@portal/shared/billing/contract';
import type { Locale } from '@portal/shared/i18n/locales';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import type { TaxTreatment } from '@portal/shared/payments/tax';
import type { Seller } from './seller';

/** A line of the invoice; its text is written at print time in the account's language. */
export type InvoiceLine =
  | {
      kind: 'plan';
      interval: Interval;
      users: number;
      unitAmount: number;
      amount: number;
      start: string;
      end: string;
    }
  | {
      kind: 'proration';
      users: number;
      unitAmount: number;
      amount: number;
      start: string;
      end: string;
    }
  | {
      kind: 'credit';
      users: number;
      unitAmount: number;
      amount: number;
      start: string;
      end: string;
    };

/**
 * Everything an invoice shows. Amounts in minor units; dates as ISO strings. The lines are net:
 * subtotal - discount + tax = total.
 */
export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  status: InvoiceStatus;
  locale: Locale;
  currency: Currency;
  /** Who bills (SELLER_* settings). */
  seller: Seller;
  customer: { name: string; company?: string; email: string };
  billingAddress?: {
    line1: string;
    line2?: string;
    city: string;
    /** The state or province's code (US, CA, AU, BR: shared/src/billing/states.ts). */
    state?: string;
    postalCode: string;
    country: string;
  };
  /** The buyer's VAT number, with its country's prefix. */
  vatNumber?: string;
  /** The buyer's purchase-order number (issue 39), when they gave one. */
  poNumber?: string;
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  coupon?: string;
  /** Tax rate in basis points (2000 = 20 %); 0 for reverse charge or where none is collected. */
  taxRateBps: number;
  /** standard: VAT charged; reverse_charge: the buyer accounts for it (the note says so). */
  taxTreatment: TaxTreatment;
  /** The country whose tax rules applied (the customer's country of residence). */
  taxCountry: string;
  tax: number;
  total: number;
  /**
   * A credit note (issue 39, billing/corrections/): the number of the invoice it credits. Its
   * amounts are the credited invoice's, printed as credits.
   */
  creditNoteFor?: string;
  /** A corrected invoice (issue 39): the invoice it replaces and the credit note that settles it. */
  correctionOf?: { invoice: string; creditNote: string };
}
