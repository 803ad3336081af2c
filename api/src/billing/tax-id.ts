import { TAX_TABLE, vatIdOf } from '@portal/shared/payments/tax';

/**
 * Checks a VAT number with the tax authority before any payment (decisions.md "VAT", docs/tax.md).
 * valid: the registry knows it; not_found: it does not (the checkout refuses the number);
 * unverified: the registry could not answer now (VAT is charged, no reverse charge, until it is
 * checked again); unchecked: a country whose registry is not asked (outside the EU).
 */
export type TaxIdVerdict = 'valid' | 'not_found' | 'unverified' | 'unchecked';

export interface TaxIdVerifier {
  /** `country` is the billing address's ISO code; the number is already digits only. */
  verify(country: string, vatNumber: string): Promise<TaxIdVerdict>;
}

/**
 * The development stub: every well-formed number is valid except those ending in 111111111,
 * Stripe's test convention for "not found".
 */
export function createLocalTaxIdVerifier(): TaxIdVerifier {
  return {
    async verify(_country, vatNumber) {
      return vatNumber.endsWith('111111111') ? 'not_found' : 'valid';
    },
  };
}

/** The registry's answers that mean "could not check now" rather than "not registered". */
interface ViesAnswer {
  valid?: boolean;
  /** check-vat-number also answers 200 with VALID, INVALID or a busy state here. */
  userError?: string;
  /** 4xx/5xx: [{ error: 'MS_UNAVAILABLE' | 'SERVICE_UNAVAILABLE' | 'TIMEOUT' | … }] */
  errorWrappers?: { error?: string }[];
}

/**
 * The EU's VIES REST API (POST {url}/check-vat-number with {countryCode, vatNumber}). Only EU
 * numbers are asked: VIES knows no others, so a number of another country is `unchecked` and
 * changes nothing in the tax (tax.ts reverse-charges EU businesses only). Every failure to get an
 * answer (a member state's registry down, too many requests, a timeout, a network error) is
 * `unverified`, never a refusal: the customer pays with VAT and is not turned away.
 */
export function createViesTaxIdVerifier(options: {
  url: string;
  timeoutMs: number;
  log?: { warn(details: object, message: string): void };
}): TaxIdVerifier {
  return {
    async verify(country, vatNumber) {
      if (!TAX_TABLE[country]?.eu) return 'unchecked';
      const id = vatIdOf(country, vatNumber);
      try {
        const response = await fetch(`${options.url}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: id.slice(0, 2), vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const answer = (await response.json().catch(() => ({}))) as ViesAnswer;
        const busy = answer.userError && !['VALID', 'INVALID'].includes(answer.userError);
        if (response.ok && !busy && typeof answer.valid === 'boolean') {
          return answer.valid ? 'valid' : 'not_found';
        }
        options.log?.warn(
          { status: response.status, error: answer.errorWrappers?.[0]?.error ?? answer.userError },
          'VIES could not check a VAT number: recorded unverified',
        );
        return 'unverified';
      } catch (error) {
        options.log?.warn({ err: error }, 'VIES did not answer: VAT number recorded unverified');
        return 'unverified';
      }
    },
  };
}
