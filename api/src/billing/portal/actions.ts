import { randomUUID } from 'node:crypto';
import type { Interval } from '@portal/shared/payments/prices';
import type { Queryable } from '../../db/db';
import { periodEnd } from '../periods';
import { billingNow } from '../clock';
import type { TNextAction } from '@portal/shared/payments/contract';
import { billLines, payOpenInvoice } from '../lifecycle';
import type { BillingEngine, BillingProvider, ChallengeOutcome } from '../provider';
import { attachCard } from '../repository/cards';
import { giveCredit, paidForPeriod } from '../repository/credits';
import {
  saveSubscription,
  subscriptionOfAccount,
  type EngineSubscription,
} from '../repository/subscriptions';

import { prorate, type PlanChange } from '../proration';

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

async function changeable(
  q: Queryable,
  provider: BillingProvider,
  accountId: string,
  change: PlanChange,
) {
  const sub = await subscriptionOfAccount(q, accountId, provider.name);
  if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
    throw new PortalRefusal('notChangeable');
  }
  const inUse = await profilesInUse(q, accountId);
  if (change.users < inUse) throw new PortalRefusal('seatsInUse', { count: String(inUse) });
  return sub;
}

/** What the change would cost now, shown before the customer confirms. */
export async function previewPlanChange(
  { db, provider }: BillingEngine,
  accountId: string,
  change: PlanChange,
) {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, provider, accountId, change);
    const now = await billingNow(tx);
    // The same reckoning as changePlan's: what is shown is what is applied.
    const paid = await paidForPeriod(tx, sub);
    return { ...prorate(planOf(sub), change, now, paid), currency: sub.currency, sub };
  });
}

/**
 * Applies a change of users or interval: an increase is charged now (prorated) to the card on
 * file, a decrease is credited to the next invoice, never more than was paid for the period.
 * A new interval is invoiced, even when the unused time pays for all of it (the rest waits as
 * credit): that invoice is what the new period was paid. Returns the invoice, if any.
 */
export async function changePlan(
  { db, provider }: BillingEngine,
  accountId: string,
  change: PlanChange,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, provider, accountId, change);
    const now = await billingNow(tx);
    const result = prorate(planOf(sub), change, now, await paidForPeriod(tx, sub));
    let invoiceId: string | null = null;
    if (result.amount > 0 || change.interval !== sub.interval) {
      const billed = await billLines(tx, provider, sub, {
        reason: 'subscription_update',
        key: `update:${sub.id}:${randomUUID()}`,
        // Same interval: the extra users for the rest of the period. Other interval: the unused
        // time back as credit, and the new plan's first period from today.
        lines: result.lines.map((line) => ({ description: 'plan change', ...line })),
        now,
        onSession: true,
      });
      if (!billed.paid) throw new PortalRefusal('declined', { code: 'card_declined' });
      invoiceId = billed.invoiceId;
    } else if (result.amount < 0) {
      await giveCredit(tx, sub, -result.amount, now);
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
export async function cancelAtPeriodEnd(
  { db, provider }: BillingEngine,
  accountId: string,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId, provider.name);
    if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
      throw new PortalRefusal('notChangeable');
    }
    await saveSubscription(tx, { ...sub, status: 'DISABLED', cancel_at_period_end: true });
    return sub.current_period_end;
  });
}

export async function resume({ db, provider }: BillingEngine, accountId: string) {
  await db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId, provider.name);
    if (!sub || sub.status !== 'DISABLED') throw new PortalRefusal('notChangeable');
    await saveSubscription(tx, { ...sub, status: 'ACTIVE', cancel_at_period_end: false });
  });
}

/** What replacing the card came to: saved (maybe paying what was due), or a challenge first. */
export type CardReplacement =
  | { status: 'saved'; paidInvoice: string | null }
  | { status: 'challenge'; nextAction: TNextAction };

/**
 * A new card becomes the subscription's card once the provider has verified it (a declined card
 * is refused with its decline code, and nothing of it is kept; a 3-D Secure card is challenged
 * first, `outcome` being the challenge's answer). When money is due it pays at once: the open
 * invoice of a PAST_DUE subscription, or a new period for a CANCELED one.
 */
export async function replaceCard(
  engine: BillingEngine,
  accountId: string,
  paymentMethodId: string,
  outcome?: ChallengeOutcome,
): Promise<CardReplacement> {
  const { db, provider } = engine;
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId, provider.name);
    if (!sub) throw new PortalRefusal('notChangeable');
    const setup = await provider.saveCard(
      {
        key: `card:${sub.id}:${paymentMethodId}`,
        paymentMethodId,
        customer: { id: sub.customer_id, providerRef: sub.customer_ref },
        ...(outcome && { outcome }),
      },
      tx,
    );
    if (setup.status === 'requires_action') {
      return { status: 'challenge', nextAction: setup.nextAction };
    }
    if (setup.status === 'failed') throw new PortalRefusal('declined', { code: setup.declineCode });
    const attached = await attachCard(tx, {
      id: paymentMethodId,
      provider: provider.name,
      customerId: sub.customer_id,
      card: setup.card,
    });
    if (!attached) throw new PortalRefusal('declined', { code: 'card_not_supported' });
    const now = await billingNow(tx);
    if (sub.status === 'PAST_DUE') {
      const open = await tx.one<{ id: string }>(
        `SELECT id FROM invoices WHERE subscription_id = $1 AND status = 'open'
         ORDER BY created_at LIMIT 1`,
        [sub.id],
      );
      if (open) {
        if (!(await payOpenInvoice(tx, provider, sub, open.id, now, paymentMethodId, true))) {
          throw new PortalRefusal('declined', { code: 'card_declined' });
        }
        return { status: 'saved', paidInvoice: open.id };
      }
    }
    if (sub.status === 'CANCELED') {
      const end = periodEnd(now, sub.interval);
      const billed = await billLines(tx, provider, sub, {
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
      if (!billed.paid) throw new PortalRefusal('declined', { code: 'card_declined' });
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
      return { status: 'saved', paidInvoice: billed.invoiceId };
    }
    // A card that needed attention is fixed: the subscription renews again.
    const status = sub.status === 'DISABLED' && !sub.cancel_at_period_end ? 'ACTIVE' : sub.status;
    await saveSubscription(tx, { ...sub, default_payment_method_id: paymentMethodId, status });
    return { status: 'saved', paidInvoice: null };
  });
}

export type { Interval };
