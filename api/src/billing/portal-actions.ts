import { randomUUID } from 'node:crypto';
import type { Interval } from '@portal/shared/payments/prices';
import type { Db, Queryable } from '../db/db';
import { periodEnd } from '../payments/periods';
import { billingNow } from './clock';
import {
  billLines,
  payOpenInvoice,
  saveSubscription,
  subscriptionOfAccount,
  type EngineSubscription,
} from './lifecycle';
import { prorate, type PlanChange } from './proration';

export type PortalError = 'seatsInUse' | 'declined' | 'notChangeable' | 'expired';
export class PortalRefusal extends Error {
  constructor(
    readonly reason: PortalError,
    readonly params: Record<string, string> = {},
  ) {
    super(reason);
  }
}

const planOf = (sub: EngineSubscription) => ({
  currency: sub.currency,
  interval: sub.interval,
  users: sub.users,
  unitAmount: sub.unit_amount,
  periodStart: sub.current_period_start,
  periodEnd: sub.current_period_end,
});

async function profilesInUse(q: Queryable, accountId: string): Promise<number> {
  const row = await q.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM profiles WHERE account_id = $1',
    [accountId],
  );
  return row?.n ?? 0;
}

async function changeable(q: Queryable, accountId: string, change: PlanChange) {
  const sub = await subscriptionOfAccount(q, accountId);
  if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
    throw new PortalRefusal('notChangeable');
  }
  const inUse = await profilesInUse(q, accountId);
  if (change.users < inUse) throw new PortalRefusal('seatsInUse', { count: String(inUse) });
  return sub;
}

/** What the change would cost now, shown before the customer confirms. */
export async function previewPlanChange(db: Db, accountId: string, change: PlanChange) {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, accountId, change);
    const now = await billingNow(tx);
    return { ...prorate(planOf(sub), change, now), currency: sub.currency, sub };
  });
}

/**
 * Applies a change of users or interval: an increase is charged now (prorated) to the card on
 * file, a decrease is credited to the next invoice. Returns the invoice charged, if any.
 */
export async function changePlan(
  db: Db,
  accountId: string,
  change: PlanChange,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, accountId, change);
    const now = await billingNow(tx);
    const result = prorate(planOf(sub), change, now);
    let invoiceId: string | null = null;
    if (result.amount > 0) {
      const billed = await billLines(tx, sub, {
        reason: 'subscription_update',
        key: `update:${sub.id}:${randomUUID()}`,
        // Same interval: the extra users for the rest of the period. Other interval: the unused
        // time back as credit, and the new plan's first period from today.
        lines: result.lines.map((line) => {
          const credit = line.amount < 0 || change.interval === sub.interval;
          return {
            description: 'plan change',
            ...line,
            proration: credit,
            start: now,
            end: credit ? sub.current_period_end : result.newPeriod.end,
          };
        }),
        now,
        onSession: true,
      });
      if (!billed.paid) throw new PortalRefusal('declined');
      invoiceId = billed.invoiceId;
    } else if (result.amount < 0) {
      await tx.query(
        'UPDATE billing_customers SET credit_balance = credit_balance + $2 WHERE id = $1',
        [sub.customer_id, -result.amount],
      );
    }
    await saveSubscription(tx, {
      ...sub,
      users: change.users,
      interval: change.interval,
      unit_amount: result.unitAmount,
      current_period_start: result.newPeriod.start,
      current_period_end: result.newPeriod.end,
    });
    return invoiceId;
  });
}

/** Auto-renewal off: DISABLED until the period ends (decisions.md), then CANCELED by the job. */
export async function cancelAtPeriodEnd(db: Db, accountId: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId);
    if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
      throw new PortalRefusal('notChangeable');
    }
    await saveSubscription(tx, { ...sub, status: 'DISABLED', cancel_at_period_end: true });
    return sub.current_period_end;
  });
}

export async function resume(db: Db, accountId: string) {
  await db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId);
    if (!sub || sub.status !== 'DISABLED') throw new PortalRefusal('notChangeable');
    await saveSubscription(tx, { ...sub, status: 'ACTIVE', cancel_at_period_end: false });
  });
}

/**
 * A new card from the tokenising endpoint becomes the subscription's card. When money is due it
 * pays at once: the open invoice of a PAST_DUE subscription, or a new period for a CANCELED one.
 * Returns the invoice paid, if any.
 */
export async function replaceCard(
  db: Db,
  accountId: string,
  paymentMethodId: string,
): Promise<{ paidInvoice: string | null }> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId);
    if (!sub) throw new PortalRefusal('notChangeable');
    const card = await tx.one<{ id: string }>(
      `UPDATE payment_methods SET customer_id = $2
       WHERE id = $1 AND provider = 'local' AND (customer_id IS NULL OR customer_id = $2)
       RETURNING id`,
      [paymentMethodId, sub.customer_id],
    );
    if (!card) throw new PortalRefusal('declined');
    const now = await billingNow(tx);
    if (sub.status === 'PAST_DUE') {
      const open = await tx.one<{ id: string }>(
        `SELECT id FROM invoices WHERE subscription_id = $1 AND status = 'open'
         ORDER BY created_at LIMIT 1`,
        [sub.id],
      );
      if (open) {
        if (!(await payOpenInvoice(tx, sub, open.id, now, paymentMethodId, true))) {
          throw new PortalRefusal('declined');
        }
        return { paidInvoice: open.id };
      }
    }
    if (sub.status === 'CANCELED') {
      const end = periodEnd(now, sub.interval);
      const billed = await billLines(tx, sub, {
        reason: 'subscription_cycle',
        key: `restart:${sub.id}:${randomUUID()}`,
        lines: [
          {
            description: `${sub.interval} plan`,
            users: sub.users,
            unitAmount: sub.unit_amount,
            amount: sub.users * sub.unit_amount,
            proration: false,
            start: now,
            end,
          },
        ],
        now,
        paymentMethodId,
        onSession: true,
      });
      if (!billed.paid) throw new PortalRefusal('declined');
      await saveSubscription(tx, {
        ...sub,
        default_payment_method_id: paymentMethodId,
        status: 'ACTIVE',
        grace_expires: null,
        cancel_at_period_end: false,
        period_index: sub.period_index + 1,
        current_period_start: now,
        current_period_end: end,
      });
      return { paidInvoice: billed.invoiceId };
    }
    // A card that needed attention is fixed: the subscription renews again.
    const status = sub.status === 'DISABLED' && !sub.cancel_at_period_end ? 'ACTIVE' : sub.status;
    await saveSubscription(tx, { ...sub, default_payment_method_id: paymentMethodId, status });
    return { paidInvoice: null };
  });
}

export type { Interval };
