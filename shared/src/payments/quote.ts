import type { Origin } from '../constants';
import { couponCoversPeriod, couponDiscount, findCoupon, type Coupon } from './coupons';
import { unitAmount, type Currency, type Interval } from './prices';
import type { TQuoteResponse } from './contract';
import { NO_TAX, taxOf, type TaxDecision } from './tax';

/** What a quote depends on: the purchase options of step 1. */
export interface QuoteInput {
  currency: Currency;
  interval: Interval;
  users: number;
  edition: Origin;
  coupon?: string | undefined;
}

/** Why a coupon is refused (spec §5), as a message id of the catalogue and its values. */
export type CouponRejection = {
  message:
    | 'payments.coupon.wrong'
    | 'payments.coupon.currency'
    | 'payments.coupon.yearly'
    | 'payments.coupon.plan'
    | 'payments.coupon.tooLarge';
  values?: { currency: Currency };
};

export type QuoteResult =
  { ok: true; quote: TQuoteResponse } | { ok: false; rejection: CouponRejection };

/**
 * Checks a coupon against the plan, in the order a customer can act on: does it exist, is it in
 * the chosen currency, does it fit the plan, is it not larger than the price.
 */
export function checkCoupon(
  coupon: Coupon | undefined,
  plan: QuoteInput,
  subtotal: number,
): CouponRejection | undefined {
  if (!coupon) return { message: 'payments.coupon.wrong' };
  if (coupon.currency && coupon.currency !== plan.currency) {
    return { message: 'payments.coupon.currency', values: { currency: coupon.currency } };
  }
  if (coupon.onlyInterval && coupon.onlyInterval !== plan.interval) {
    return {
      message: plan.interval === 'year' ? 'payments.coupon.yearly' : 'payments.coupon.plan',
    };
  }
  if (coupon.onlyEdition && coupon.onlyEdition !== plan.edition) {
    return { message: 'payments.coupon.plan' };
  }
  if (coupon.amountOff !== undefined && coupon.amountOff > subtotal) {
    return { message: 'payments.coupon.tooLarge' };
  }
  return undefined;
}

/**
 * The price of a plan, in minor units: the first charge (`total`) after the coupon's discount,
 * with the tax decided for the customer (tax.ts) added on top of that net amount. The same
 * function runs on the server (which charges `total`) and in the browser (which shows it).
 */
export function quote(
  plan: QuoteInput,
  coupons?: readonly Coupon[],
  tax: TaxDecision = NO_TAX(''),
): QuoteResult {
  const unit = unitAmount(plan.currency, plan.interval);
  const subtotal = unit * plan.users;
  const taxed = (net: number) => ({
    tax: taxOf(net, tax),
    taxRateBps: tax.rateBps,
    taxTreatment: tax.treatment,
    total: net + taxOf(net, tax),
  });
  const base: TQuoteResponse = {
    currency: plan.currency,
    interval: plan.interval,
    users: plan.users,
    unitAmount: unit,
    subtotal,
    discount: 0,
    ...taxed(subtotal),
  };
  if (!plan.coupon) return { ok: true, quote: base };

  const coupon = findCoupon(plan.coupon, coupons);
  const rejection = checkCoupon(coupon, plan, subtotal);
  if (rejection || !coupon)
    return { ok: false, rejection: rejection ?? { message: 'payments.coupon.wrong' } };

  const discount = couponCoversPeriod(coupon, plan.interval, 0)
    ? couponDiscount(coupon, subtotal)
    : 0;
  return {
    ok: true,
    quote: {
      ...base,
      discount,
      ...taxed(subtotal - discount),
      coupon: {
        code: coupon.code,
        ...(coupon.percentOff !== undefined && { percentOff: coupon.percentOff }),
        ...(coupon.amountOff !== undefined && { amountOff: coupon.amountOff }),
        duration: coupon.duration,
        ...(coupon.durationInMonths !== undefined && { durationInMonths: coupon.durationInMonths }),
      },
    },
  };
}

/** The net charge of a later billing period (renewal) for the same plan and coupon, before tax. */
export function periodNet(
  quoted: Pick<TQuoteResponse, 'coupon' | 'subtotal' | 'interval'>,
  periodIndex: number,
): number {
  const { coupon, subtotal, interval } = quoted;
  if (!coupon || !couponCoversPeriod(coupon, interval, periodIndex)) return subtotal;
  return subtotal - couponDiscount(coupon, subtotal);
}

/** The charge of a later billing period (renewal) for the same plan, coupon and tax rate. */
export function periodTotal(quoted: TQuoteResponse, periodIndex: number): number {
  const net = periodNet(quoted, periodIndex);
  return net + taxOf(net, { rateBps: quoted.taxRateBps });
}
