import type { Interval } from '@portal/shared/payments/prices';
import { unitAmount as priceOf, type Currency } from '@portal/shared/payments/prices';
import { periodEnd } from './periods';

export interface PlanState {
  currency: Currency;
  interval: Interval;
  users: number;
  unitAmount: number;
  periodStart: Date;
  periodEnd: Date;
}

export interface PlanChange {
  users: number;
  interval: Interval;
}

/**
 * What a change of plan costs now, Stripe's way. Same interval: the difference in users for the
 * time left, at the plan's unit price (positive = charged now, negative = credit for the next
 * invoice). Other interval: the unused part of the current period comes back as a credit and a
 * new period of the new plan starts now, charged in full.
 */
export function prorate(current: PlanState, change: PlanChange, now: Date) {
  const total = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = Math.max(0, current.periodEnd.getTime() - now.getTime());
  const share = total > 0 ? left / total : 0;
  if (change.interval === current.interval) {
    const amount = Math.round((change.users - current.users) * current.unitAmount * share);
    return {
      amount,
      lines: [{ users: change.users, unitAmount: current.unitAmount, amount }],
      newPeriod: { start: current.periodStart, end: current.periodEnd },
      unitAmount: current.unitAmount,
    };
  }
  const unit = priceOf(current.currency, change.interval);
  const credit = -Math.round(current.users * current.unitAmount * share);
  const charge = change.users * unit;
  return {
    amount: charge + credit,
    lines: [
      { users: current.users, unitAmount: current.unitAmount, amount: credit },
      { users: change.users, unitAmount: unit, amount: charge },
    ],
    newPeriod: { start: now, end: periodEnd(now, change.interval) },
    unitAmount: unit,
  };
}
