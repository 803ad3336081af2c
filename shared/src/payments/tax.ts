/**
 * VAT/GST on the subscription, a B2B digital service (docs/tax.md: each rate's source, and why
 * each rule). Prices are net: the tax is added on top. One function decides it, for the quote
 * (server and browser), the checkout's charge, renewals, plan changes, the invoice and the receipt.
 */

export interface TaxRow {
  /** Standard rate in basis points: 2000 = 20 %. */
  rateBps: number;
  /** false: the seller does not collect tax there (0 %, the invoice says so). */
  collected: boolean;
  /** An EU member state: a valid VAT number of a business there means reverse charge. */
  eu: boolean;
}

const eu = (rateBps: number): TaxRow => ({ rateBps, collected: true, eu: true });
const other = (rateBps: number, collected: boolean): TaxRow => ({ rateBps, collected, eu: false });

/** The standard rate of each purchase country (countries.ts), as docs/tax.md decides it. */
export const TAX_TABLE: Record<string, TaxRow> = {
  AT: eu(2000),
  BE: eu(2100),
  HR: eu(2500),
  CY: eu(1900),
  EE: eu(2400),
  FI: eu(2550),
  FR: eu(2000),
  DE: eu(1900),
  GR: eu(2400),
  IE: eu(2300),
  IT: eu(2200),
  LV: eu(2100),
  LT: eu(2100),
  LU: eu(1700),
  MT: eu(1800),
  NL: eu(2100),
  PT: eu(2300),
  SK: eu(2300),
  SI: eu(2200),
  ES: eu(2100),
  GB: other(2000, true),
  CH: other(810, true),
  ZA: other(1500, true),
  AU: other(1000, true),
  NZ: other(1500, true),
  // Provincial HST (13–15 %) needs the province, which the checkout does not ask.
  CA: other(500, false),
  // Sales tax depends on the state where the seller has nexus.
  US: other(0, false),
  // ISS, PIS/COFINS and CIDE on imported services are withheld by the Brazilian buyer.
  BR: other(0, false),
};

/**
 * The VAT number's state: none given; VIES says valid; VIES could not answer (charged as none
 * until checked again); registries outside the EU are not asked (`unchecked`); VIES says valid
 * but the name it has registered is not the buyer's company (`name_mismatch`: charged as none
 * until the seller confirms it, api/src/billing/README.md "VAT numbers").
 */
export const VAT_STATUSES = ['none', 'valid', 'unverified', 'unchecked', 'name_mismatch'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

export const TAX_TREATMENTS = ['standard', 'reverse_charge', 'not_collected'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** What was decided for one customer: stored with the checkout and the subscription. */
export interface TaxDecision {
  country: string;
  rateBps: number;
  treatment: TaxTreatment;
}

/** No tax at all: a country outside the table (never a purchase country). */
export const NO_TAX = (country: string): TaxDecision => ({
  country,
  rateBps: 0,
  treatment: 'not_collected',
});

/**
 * The tax of a customer in `country` (the billing address) bought from a seller in
 * `sellerCountry`: reverse charge for an EU business whose VAT number VIES confirmed, in another
 * country than the seller's (Article 196, Directive 2006/112/EC); nothing where the seller does
 * not collect; else the country's standard rate.
 */
export function taxDecision(input: {
  country: string;
  vatStatus: VatStatus;
  sellerCountry: string;
}): TaxDecision {
  const { country, vatStatus, sellerCountry } = input;
  const row = TAX_TABLE[country];
  if (!row || !row.collected) return NO_TAX(country);
  if (row.eu && vatStatus === 'valid' && country !== sellerCountry) {
    return { country, rateBps: 0, treatment: 'reverse_charge' };
  }
  return { country, rateBps: row.rateBps, treatment: 'standard' };
}

/** The tax of a net amount in minor units, half away from zero: a credit gives its tax back. */
export function taxOf(net: number, tax: Pick<TaxDecision, 'rateBps'>): number {
  const magnitude = Math.round((Math.abs(net) * tax.rateBps) / 10_000);
  return net < 0 ? -magnitude : magnitude;
}

/** The VAT number as printed and asked of VIES: its country's prefix (Greece's is EL), then it. */
export function vatIdOf(country: string, vatNumber: string): string {
  return `${country === 'GR' ? 'EL' : country}${vatNumber}`;
}
