import { describe, expect, it } from 'vitest';
import { PURCHASE_COUNTRIES } from './countries';
import { periodTotal, quote } from './quote';
import { TAX_TABLE, taxDecision, taxOf } from './tax';

describe('the tax table (docs/tax.md)', () => {
  it('has a rate and a rule for every purchase country', () => {
    for (const country of PURCHASE_COUNTRIES) expect(TAX_TABLE[country], country).toBeDefined();
    expect(TAX_TABLE.FR).toEqual({ rateBps: 2000, collected: true, eu: true });
    expect(TAX_TABLE.DE!.rateBps).toBe(1900);
    expect(TAX_TABLE.GB).toEqual({ rateBps: 2000, collected: true, eu: false });
    expect(TAX_TABLE.US!.collected).toBe(false);
  });

  it('adds the customer country’s VAT to a company without a VAT number', () => {
    const tax = taxDecision({ country: 'FR', vatStatus: 'none', sellerCountry: 'GB' });
    expect(tax).toEqual({ country: 'FR', rateBps: 2000, treatment: 'standard' });
    expect(taxOf(3500, tax)).toBe(700);
  });

  it('reverse-charges an EU company with a valid number in another country than the seller’s', () => {
    expect(taxDecision({ country: 'FR', vatStatus: 'valid', sellerCountry: 'DE' })).toEqual({
      country: 'FR',
      rateBps: 0,
      treatment: 'reverse_charge',
    });
    expect(taxDecision({ country: 'FR', vatStatus: 'valid', sellerCountry: 'GB' }).treatment).toBe(
      'reverse_charge',
    );
  });

  it('charges VAT at home, and until a number is verified', () => {
    expect(taxDecision({ country: 'FR', vatStatus: 'valid', sellerCountry: 'FR' }).rateBps).toBe(
      2000,
    );
    expect(
      taxDecision({ country: 'IT', vatStatus: 'unverified', sellerCountry: 'DE' }),
    ).toMatchObject({ rateBps: 2200, treatment: 'standard' });
  });

  it('collects nothing where the seller does not (the US: sales tax by state), and says so', () => {
    expect(taxDecision({ country: 'US', vatStatus: 'none', sellerCountry: 'GB' })).toEqual({
      country: 'US',
      rateBps: 0,
      treatment: 'not_collected',
    });
    expect(taxDecision({ country: 'BR', vatStatus: 'none', sellerCountry: 'GB' }).treatment).toBe(
      'not_collected',
    );
  });

  it('rounds to the minor unit, and a credit gives its tax back', () => {
    const vat = { country: 'FI', rateBps: 2550, treatment: 'standard' } as const;
    expect(taxOf(3500, vat)).toBe(893); // 892.5 rounds half up
    expect(taxOf(-3500, vat)).toBe(-893);
  });

  it('puts the tax into the quote’s total and every later period’s', () => {
    const tax = taxDecision({ country: 'FR', vatStatus: 'none', sellerCountry: 'GB' });
    const result = quote(
      { currency: 'EUR', interval: 'month', users: 2, edition: 'realty', coupon: 'welcome20' },
      undefined,
      tax,
    );
    expect(result.ok && result.quote).toMatchObject({
      subtotal: 7000,
      discount: 1400,
      tax: 1120,
      taxRateBps: 2000,
      taxTreatment: 'standard',
      total: 6720,
    });
    if (result.ok) expect(periodTotal(result.quote, 1)).toBe(8400);
  });
});
