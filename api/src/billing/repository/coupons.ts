import { COUPONS, type Coupon } from '@portal/shared/payments/coupons';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import type { Origin } from '@portal/shared/constants';
import type { Queryable } from '../../db/db';

interface CouponRow {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: Currency | null;
  duration: Coupon['duration'];
  duration_in_months: number | null;
  only_interval: Interval | null;
  only_edition: Origin | null;
}

/** The seeded coupons of decisions.md; an existing code is left as an operator may have changed it. */
export async function seedCoupons(q: Queryable) {
  for (const c of COUPONS) {
    await q.query(
      `INSERT INTO coupons (code, percent_off, amount_off, currency, duration, duration_in_months,
                            only_interval, only_edition)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING`,
      [
        c.code,
        c.percentOff ?? null,
        c.amountOff ?? null,
        c.currency ?? null,
        c.duration,
        c.durationInMonths ?? null,
        c.onlyInterval ?? null,
        c.onlyEdition ?? null,
      ],
    );
  }
}

/** The active coupons, in the shape shared/'s quote() evaluates. */
export async function activeCoupons(q: Queryable): Promise<Coupon[]> {
  const rows = await q.query<CouponRow>('SELECT * FROM coupons WHERE active');
  return rows.map((r) => ({
    code: r.code,
    ...(r.percent_off !== null && { percentOff: r.percent_off }),
    ...(r.amount_off !== null && { amountOff: r.amount_off }),
    ...(r.currency !== null && { currency: r.currency }),
    duration: r.duration,
    ...(r.duration_in_months !== null && { durationInMonths: r.duration_in_months }),
    ...(r.only_interval !== null && { onlyInterval: r.only_interval }),
    ...(r.only_edition !== null && { onlyEdition: r.only_edition }),
  }));
}
