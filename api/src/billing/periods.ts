import type { Interval } from '@portal/shared/payments/prices';

/**
 * End of a billing period that starts at `start`: one calendar month or year later (UTC), on the
 * same day, or the month's last day when it has fewer (Jan 31 -> Feb 28), as Stripe bills.
 */
export function periodEnd(start: Date, interval: Interval): Date {
  const months = interval === 'year' ? 12 : 1;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
