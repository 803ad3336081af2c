/**
 * Checks a VAT number with the tax authority before any payment (decisions.md "VAT"). The local
 * default accepts every well-formed number except those ending in 111111111, Stripe's test
 * convention for "not found"; a VIES adapter can implement the same interface for EU numbers.
 */
export interface TaxIdVerifier {
  /** `country` is the billing address's ISO code; the number is already digits only. */
  verify(country: string, vatNumber: string): Promise<'valid' | 'not_found'>;
}

export function createLocalTaxIdVerifier(): TaxIdVerifier {
  return {
    async verify(_country, vatNumber) {
      return vatNumber.endsWith('111111111') ? 'not_found' : 'valid';
    },
  };
}
