/** Who bills: printed on every invoice, from the SELLER_* settings (src/config.ts). */
export interface Seller {
  name: string;
  /** Address lines, street to country. */
  address: string[];
  /** ISO 3166-1 alpha-2: decides domestic VAT and reverse charge (shared/src/payments/tax.ts). */
  country: string;
  /** VAT and registration ids as printed, e.g. "VAT GB123456789 · Company no. 01234567". */
  taxIds: string;
  email: string;
  /** true: no SELLER_* set (development): the sample seller, marked as such. */
  sample: boolean;
}

/** The development seller; production refuses to start with it. */
export const SAMPLE_SELLER: Seller = {
  name: 'Sample seller — set SELLER_*',
  address: ['1 Sample Street', 'London EC1A 1AA', 'United Kingdom'],
  country: 'GB',
  taxIds: 'VAT: none (sample seller)',
  email: 'billing@example.com',
  sample: true,
};
