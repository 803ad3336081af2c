import type { InvoiceStatus } from '@portal/shared/billing/contract';
import type { Locale } from '@portal/shared/i18n/locales';
import type { Currency, Interval } from '@portal/shared/payments/prices';

/** Who bills: the company behind Property Video, printed on every invoice. */
export const SELLER = {
  name: 'Property Video Ltd',
  address: ['10 Finsbury Square', 'London EC2A 1AF', 'United Kingdom'],
  vatNumber: 'GB123456789',
  email: 'billing@propertyvideo.app',
} as const;

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
 * Everything an invoice shows, frozen at the charge (stored as `invoices.document`). Amounts in
 * minor units; dates as ISO strings.
 */
export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  status: InvoiceStatus;
  locale: Locale;
  currency: Currency;
  customer: { name: string; company?: string; email: string };
  billingAddress?: {
    line1: string;
    line2?: string;
    city: string;
    postalCode: string;
    country: string;
  };
  vatNumber?: string;
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  coupon?: string;
  /** Tax rate in basis points (2000 = 20 %); 0 when no tax applies. */
  taxRateBps: number;
  tax: number;
  total: number;
}
