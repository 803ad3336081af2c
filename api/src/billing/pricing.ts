import { findCoupon } from '@portal/shared/payments/coupons';
import { periodTotal } from '@portal/shared/payments/quote';
import type { Queryable } from '../db/db';
import { activeCoupons } from './repository/coupons';
import type { EngineSubscription } from './repository/subscriptions';

export type PricedPlan = Pick<
  EngineSubscription,
  'currency' | 'interval' | 'users' | 'unit_amount' | 'coupon_code' | 'period_index'
>;

/**
 * The price of a subscription's next period (`period_index + 1`), before any credit: the users at
 * the unit price, less the coupon while it covers that period. The checkout's own pricing (the
 * shared `periodTotal`), so the first charge, every renewal, a restart and what the billing tab
 * shows are priced one way.
 */
export async function nextPeriodPrice(q: Queryable, sub: PricedPlan) {
  const subtotal = sub.users * sub.unit_amount;
  const coupon = sub.coupon_code ? findCoupon(sub.coupon_code, await activeCoupons(q)) : undefined;
  const total = periodTotal(
    {
      currency: sub.currency,
      interval: sub.interval,
      users: sub.users,
      unitAmount: sub.unit_amount,
      subtotal,
      discount: 0,
      total: subtotal,
      ...(coupon && { coupon }),
    },
    sub.period_index + 1,
  );
  return { subtotal, discount: subtotal - total, total };
}
