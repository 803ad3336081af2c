import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, luhnValid } from './card';
import { ZCheckoutRequest, ZPaymentMethodRequest, ZUsers } from './contract';
import { currencyForCountry } from './countries';
import { formatAmount } from './prices';
import { periodTotal, quote } from './quote';

describe('the payments contract', () => {
  it('prices a plan from the one table, with the coupon on the first charge', () => {
    const result = quote({
      currency: 'EUR',
      interval: 'year',
      users: 3,
      edition: 'realty',
      coupon: 'welcome20',
    });
    expect(result).toEqual({
      ok: true,
      quote: {
        currency: 'EUR',
        interval: 'year',
        users: 3,
        unitAmount: 31500,
        subtotal: 94500,
        discount: 18900,
        // No tax decided (a country where none is collected): the total is the net amount.
        tax: 0,
        taxRateBps: 0,
        taxTreatment: 'not_collected',
        total: 75600,
        coupon: { code: 'WELCOME20', percentOff: 20, duration: 'once' },
      },
    });
    if (result.ok) expect(periodTotal(result.quote, 1)).toBe(94500);
  });

  it('refuses coupons with the reason the customer can act on', () => {
    const plan = { currency: 'USD', interval: 'year', users: 1, edition: 'realty' } as const;
    const reason = (coupon: string) => {
      const result = quote({ ...plan, coupon });
      return result.ok ? 'accepted' : result.rejection;
    };
    expect(reason('NOPE')).toEqual({ message: 'payments.coupon.wrong' });
    expect(reason('EURO50')).toEqual({
      message: 'payments.coupon.currency',
      values: { currency: 'EUR' },
    });
    expect(reason('FIRST3')).toEqual({ message: 'payments.coupon.yearly' });
    expect(reason('AUTO25')).toEqual({ message: 'payments.coupon.plan' });
    expect(reason('USD500')).toEqual({ message: 'payments.coupon.tooLarge' });
  });

  it('asks for a whole number of users for 2.5, for more than 0 for 0', () => {
    const message = (users: unknown) => ZUsers.safeParse(users).error?.issues[0]?.message;
    expect(message(2.5)).toBe('validation.users.whole');
    expect(message(0)).toBe('validation.users.min');
    expect(message(Number.NaN)).toBe('validation.users.min');
    expect(message(10_001)).toBe('validation.users.max');
    expect(message(3)).toBeUndefined();
  });

  it('proposes the currency of the country of residence', () => {
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('ZA')).toBe('ZAR');
  });

  it('writes EUR, BRL and ZAR with a decimal comma, the others with a point', () => {
    expect(formatAmount(123450, 'EUR', 'en-US')).toMatch(/1\.234,50/);
    expect(formatAmount(123450, 'BRL', 'en-US')).toMatch(/1\.234,50/);
    expect(formatAmount(123450, 'ZAR', 'en-US')).toMatch(/234,50/);
    expect(formatAmount(123450, 'USD', 'fr-FR')).toBe('$1,234.50');
  });

  it('detects brands, spaces numbers and checks Luhn', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(luhnValid('4000002500003155')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('calls a card with a missing piece incomplete', () => {
    const result = ZPaymentMethodRequest.safeParse({
      name: 'A B',
      number: '4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '12',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toContain('number: validation.card.incomplete');
  });

  it('needs the terms accepted and a well-formed VAT number', () => {
    const result = ZCheckoutRequest.safeParse({ termsAccepted: false, vatNumber: '12ab' });
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toContain('termsAccepted: validation.terms.required');
    expect(messages).toContain('vatNumber: validation.vat.digits');
  });
});
