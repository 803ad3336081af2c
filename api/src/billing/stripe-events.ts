import type Stripe from 'stripe';
import type { SubscriptionStatus } from '@portal/shared/constants';
import type { Db } from '../db/db';
import { GRACE_MS } from './lifecycle';

/** Stripe's subscription statuses in the portal's terms (decisions.md status table). */
function statusOf(sub: Stripe.Subscription): SubscriptionStatus {
  if (sub.status === 'active' || sub.status === 'trialing') {
    return sub.cancel_at_period_end ? 'DISABLED' : 'ACTIVE';
  }
  if (sub.status === 'past_due') return 'PAST_DUE';
  if (sub.status === 'canceled' || sub.status === 'unpaid' || sub.status === 'incomplete_expired') {
    return 'CANCELED';
  }
  return 'INCOMPLETE';
}

/**
 * Applies one verified Stripe event to the local copy of the subscription, once: the event id is
 * recorded in the same transaction, so a replay changes nothing. Returns false for a replay.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx.one<{ id: string }>(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [event.id, event.type],
    );
    if (!fresh) return false;
    const at = new Date(event.created * 1000);
    let ref: string | null = null;
    let change: { status: SubscriptionStatus; users?: number; periodEnd?: Date } | null = null;
    if (event.type.startsWith('customer.subscription.')) {
      const sub = event.data.object as Stripe.Subscription;
      const item = sub.items?.data[0];
      ref = sub.id;
      change = {
        status: event.type === 'customer.subscription.deleted' ? 'CANCELED' : statusOf(sub),
        users: item?.quantity ?? undefined,
        periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : undefined,
      };
    } else if (event.type === 'invoice.payment_failed' || event.type === 'invoice.paid') {
      const invoice = event.data.object as Stripe.Invoice;
      const parent = invoice.parent?.subscription_details?.subscription;
      ref = typeof parent === 'string' ? parent : (parent?.id ?? null);
      change = { status: event.type === 'invoice.paid' ? 'ACTIVE' : 'PAST_DUE' };
    }
    if (!ref || !change) return true;
    const row = await tx.one<{ id: string; account_id: string | null; grace_expires: Date | null }>(
      `UPDATE billing_subscriptions SET status = $2, users = COALESCE($3, users),
         current_period_end = COALESCE($4, current_period_end),
         grace_expires = CASE WHEN $2 = 'PAST_DUE' THEN COALESCE(grace_expires, $5::timestamptz) END,
         canceled_at = CASE WHEN $2 = 'CANCELED' THEN COALESCE(canceled_at, $6::timestamptz) END,
         updated_at = now()
       WHERE provider = 'stripe' AND provider_ref = $1
       RETURNING id, account_id, grace_expires`,
      [
        ref,
        change.status,
        change.users ?? null,
        change.periodEnd ?? null,
        new Date(at.getTime() + GRACE_MS),
        at,
      ],
    );
    if (row?.account_id) {
      await tx.query(
        `UPDATE subscriptions SET status = $3, grace_expires = $4,
           available_users = COALESCE($5, available_users),
           current_period_end = COALESCE($6, current_period_end), updated_at = now()
         WHERE account_id = $2 AND provider_ref = $1`,
        [
          row.id,
          row.account_id,
          change.status,
          row.grace_expires,
          change.users ?? null,
          change.periodEnd ?? null,
        ],
      );
    }
    return true;
  });
}
