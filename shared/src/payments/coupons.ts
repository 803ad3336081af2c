import type { Origin } from '../constants';
import type { Currency, Interval } from './prices';

/**
 * The seeded coupons (decisions.md): the local engine stores them in its database at start-up,
 * and the same codes are the promotion codes to create in a Stripe account.
 */

/** Stripe's coupon durations: the first charge only, every charge, or the first N months. */
export const COUPON_DURATIONS = ['once', 'forever', 'repeating'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

export interface Coupon {
  code: string;
  /** Exactly one of percentOff and amountOff. */
  percentOff?: number;
  /** Minor units of `currency`. */
  amountOff?: number;
  /** An amount coupon's currency; a percent coupon has none and fits every currency. */
  currency?: Currency;
  duration: CouponDuration;
  /** For 'repeating': how many months of charges it discounts. */
  durationInMonths?: number;
  /** Plans it may be used with; absent = every plan. */
  onlyInterval?: Interval;
  onlyEdition?: Origin;
}

export const COUPONS: readonly Coupon[] = [
  { code: 'WELCOME20', percentOff: 20, duration: 'once' },
  { code: 'SAVE10', percentOff: 10, duration: 'forever' },
  { code: 'EURO50', amountOff: 5000, currency: 'EUR', duration: 'once' },
  {
    code: 'FIRST3',
    percentOff: 15,
    duration: 'repeating',
    durationInMonths: 3,
    onlyInterval: 'month',
  },
  { code: 'AUTO25', percentOff: 25, duration: 'once', onlyEdition: 'auto' },
  { code: 'USD500', amountOff: 50000, currency: 'USD', duration: 'once' },
];

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCoupon(code: string, coupons: readonly Coupon[] = COUPONS): Coupon | undefined {
  const wanted = normalizeCouponCode(code);
  return coupons.find((coupon) => coupon.code === wanted);
}

/**
 * Whether a coupon discounts the charge of billing period `periodIndex` (0 = the first charge at
 * checkout, 1 = the first renewal...). Renewals use this too.
 */
export function couponCoversPeriod(
  coupon: Pick<Coupon, 'duration' | 'durationInMonths'>,
  interval: Interval,
  periodIndex: number,
): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return periodIndex === 0;
  const months = coupon.durationInMonths ?? 0;
  const monthsPerPeriod = interval === 'year' ? 12 : 1;
  // A period is covered when it starts within the coupon's months (Stripe's rule).
  return periodIndex * monthsPerPeriod < months;
}

/** The discount a coupon gives on an amount, never more than the amount. */
export function couponDiscount(coupon: Pick<Coupon, 'percentOff' | 'amountOff'>, amount: number) {
  const discount =
    coupon.percentOff !== undefined
      ? Math.round((amount * coupon.percentOff) / 100)
      : (coupon.amountOff ?? 0);
  return Math.min(discount, amount);
}
