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

/** Money paid for (or given back from) the time from `start` to `end` of the current period. */
export interface PeriodMoney {
  amount: number;
  start: Date;
  end: Date;
}

/**
 * What the customer paid for the current period (its paid invoices: each for the time it paid
 * for) and the credit already given back from it (each decrease, for the time from the change to
 * the end of the period).
 */
export interface PaidForPeriod {
  payments: PeriodMoney[];
  credits: PeriodMoney[];
}

/** The share of its time still to come at `now`, between 0 and 1. */
function shareLeft(money: Pick<PeriodMoney, 'start' | 'end'>, now: Date): number {
  const total = money.end.getTime() - money.start.getTime();
  const left = Math.max(0, money.end.getTime() - now.getTime());
  return total > 0 ? Math.min(1, left / total) : 0;
}

/**
 * The most a change may credit at `now`: the unused part of what was paid for the period (each
 * payment for the share of its time still to come), less the unused part of the credits already
 * given, and never more than what was paid less what was given back. Someone who paid 7.00 for
 * a month gets at most 7.00 back, whatever the list price of the users given up.
 */
export function creditable(paid: PaidForPeriod, now: Date): number {
  const sum = (list: PeriodMoney[], weight: (money: PeriodMoney) => number) =>
    list.reduce((total, money) => total + money.amount * weight(money), 0);
  const unused =
    sum(paid.payments, (money) => shareLeft(money, now)) -
    sum(paid.credits, (money) => shareLeft(money, now));
  const net = sum(paid.payments, () => 1) - sum(paid.credits, () => 1);
  return Math.max(0, Math.min(Math.round(unused), net));
}

export interface ProratedLine {
  users: number;
  unitAmount: number;
  amount: number;
  /** true: the rest of the current period (extra users, or unused time back); false: a new period. */
  proration: boolean;
  start: Date;
  end: Date;
}

/**
 * What a change of plan costs now. Same interval: the difference in users for the time left, at
 * the plan's unit price (positive = charged now, Stripe's way; negative = credit for the next
 * invoice). Other interval: the unused part of the current period comes back as a credit and a
 * new period of the new plan starts now, charged in full. A credit is never more than what was
 * paid for the period and not given back yet (`creditable`): a coupon's discount, or a credit
 * taken already, is not paid out again at the list price.
 */
export function prorate(current: PlanState, change: PlanChange, now: Date, paid: PaidForPeriod) {
  const total = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = Math.max(0, current.periodEnd.getTime() - now.getTime());
  const share = total > 0 ? left / total : 0;
  const cap = (credit: number) => Math.min(credit, creditable(paid, now));
  if (change.interval === current.interval) {
    const listed = Math.round((change.users - current.users) * current.unitAmount * share);
    const amount = listed < 0 ? 0 - cap(-listed) : listed;
    return {
      amount,
      lines: [
        {
          users: change.users,
          unitAmount: current.unitAmount,
          amount,
          proration: true,
          start: now,
          end: current.periodEnd,
        },
      ] satisfies ProratedLine[],
      newPeriod: { start: current.periodStart, end: current.periodEnd },
      unitAmount: current.unitAmount,
    };
  }
  const unit = priceOf(current.currency, change.interval);
  const credit = 0 - cap(Math.round(current.users * current.unitAmount * share));
  const charge = change.users * unit;
  const newPeriod = { start: now, end: periodEnd(now, change.interval) };
  const unused: ProratedLine = {
    users: current.users,
    unitAmount: current.unitAmount,
    amount: credit,
    proration: true,
    start: now,
    end: current.periodEnd,
  };
  const plan: ProratedLine = {
    users: change.users,
    unitAmount: unit,
    amount: charge,
    proration: false,
    start: now,
    end: newPeriod.end,
  };
  return {
    amount: charge + credit,
    // Nothing left to give back (all of it was credited already): no line for it.
    lines: credit < 0 ? [unused, plan] : [plan],
    newPeriod,
    unitAmount: unit,
  };
}
