import { findCoupon } from '@portal/shared/payments/coupons';
import { periodNet } from '@portal/shared/payments/quote';
import { taxOf } from '@portal/shared/payments/tax';
import type { Queryable } from '../db/db';
import { activeCoupons } from './repository/coupons';
import type { EngineSubscription } from './repository/subscriptions';

export type PricedPlan = Pick<
  EngineSubscription,
  | 'currency'
  | 'interval'
  | 'users'
  | 'unit_amount'
  | 'coupon_code'
  | 'period_index'
  | 'tax_rate_bps'
  | 'coupon_from_period'
>;

/**
 * The price of a subscription's next period (`period_index + 1`), before any credit: the users at
 * the unit price, less the coupon while it covers that period, plus the tax rate decided at the
 * checkout. The checkout's own pricing (the shared `periodNet` and `taxOf`), so the first charge,
 * every renewal, a restart and what the billing tab shows are priced one way.
 */
export async function nextPeriodPrice(q: Queryable, sub: PricedPlan) {
  const subtotal = sub.users * sub.unit_amount;
  const coupon = sub.coupon_code ? findCoupon(sub.coupon_code, await activeCoupons(q)) : undefined;
  // A coupon given after the checkout (the retention offer) counts from the period it starts at.
  const index = sub.period_index + 1 - (sub.coupon_from_period ?? 0);
  const net = periodNet({ subtotal, interval: sub.interval, coupon }, index);
  const tax = taxOf(net, { rateBps: sub.tax_rate_bps });
  return { subtotal, discount: subtotal - net, tax, total: net + tax };
}
