import type { PaymentProvider as ProviderName, SubscriptionStatus } from '@portal/shared/constants';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import type { TaxTreatment } from '@portal/shared/payments/tax';
import { appendEvent } from '../../activity/activity-repository';
import type { ActivityChanges } from '../../activity/redact';
import type { Db, Queryable } from '../../db/db';
import type { WebhookDelivery } from '../provider';

/** decisions.md: a failed renewal leaves a week of grace; the card is tried again every day. */
export const GRACE_MS = 7 * 86_400_000;

/** The engine's subscription (billing_subscriptions) with its customer's provider reference. */
export interface EngineSubscription {
  id: string;
  provider: ProviderName;
  customer_id: string;
  customer_ref: string | null;
  account_id: string;
  status: SubscriptionStatus;
  currency: Currency;
  interval: Interval;
  users: number;
  unit_amount: number;
  coupon_code: string | null;
  default_payment_method_id: string | null;
  period_index: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  grace_expires: Date | null;
  /** The tax decided at the checkout (migration 017): every later charge adds the same rate. */
  tax_rate_bps: number;
  tax_treatment: TaxTreatment;
  /** The period index a coupon given later (the retention offer, migration 047) counts from. */
  coupon_from_period?: number;
}

const SELECT_SUB = `SELECT s.id, s.provider, s.customer_id, c.provider_ref AS customer_ref,
  s.account_id, s.status, s.currency, s.interval, s.users, s.unit_amount, s.coupon_code,
  s.default_payment_method_id, s.period_index, s.current_period_start, s.current_period_end,
  s.cancel_at_period_end, s.grace_expires, s.tax_rate_bps, s.tax_treatment, s.coupon_from_period
  FROM billing_subscriptions s JOIN billing_customers c ON c.id = s.customer_id`;

function normalise(row: EngineSubscription): EngineSubscription {
  return {
    ...row,
    current_period_start: new Date(row.current_period_start),
    current_period_end: new Date(row.current_period_end),
    grace_expires: row.grace_expires ? new Date(row.grace_expires) : null,
  };
}

/** The account's newest subscription with this provider, locked for the caller's transaction. */
export async function subscriptionOfAccount(
  q: Queryable,
  accountId: string,
  provider: ProviderName,
): Promise<EngineSubscription | null> {
  const row = await q.one<EngineSubscription>(
    `${SELECT_SUB} WHERE s.account_id = $1 AND s.provider = $2
     ORDER BY s.created_at DESC LIMIT 1 FOR UPDATE OF s`,
    [accountId, provider],
  );
  return row ? normalise(row) : null;
}

const DUE = `s.account_id IS NOT NULL AND s.status IN ('ACTIVE', 'DISABLED', 'PAST_DUE')
  AND (s.current_period_end <= $1 OR s.status = 'PAST_DUE' OR (s.status = 'ACTIVE' AND EXISTS (
    SELECT 1 FROM payment_methods pm WHERE pm.id = s.default_payment_method_id
      AND make_date(pm.exp_year, pm.exp_month, 1) + interval '1 month' <= s.current_period_end)))`;

/** A due subscription as the run listed it: claimed later only if still the same. */
export type ListedSubscription = Pick<EngineSubscription, 'id' | 'period_index' | 'status'>;

/**
 * The subscriptions of this provider that have something due at `now` (a period that ended, a
 * retry of a failed renewal, or a card that expires before the next renewal), a page at a time in
 * the order of their ids, after `after`: a run lists the next page when it has applied the last
 * (PGlite answers on the API's own thread; 10,000 rows at once held it 0.1-0.2 s), and a row it
 * has renewed is behind the cursor, never listed twice. Not locked: the renewal job claims them a
 * batch at a time (claimListed). One table only: PGlite never analyses its tables, and a join
 * planned on empty-table statistics goes quadratic.
 */
export async function dueSubscriptions(
  q: Queryable,
  provider: ProviderName,
  now: Date,
  page: { after: string | null; size: number },
): Promise<ListedSubscription[]> {
  return q.query<ListedSubscription>(
    `SELECT s.id, s.period_index, s.status FROM billing_subscriptions s
     WHERE s.provider = $2 AND ${DUE} AND ($3::uuid IS NULL OR s.id > $3)
     ORDER BY s.id LIMIT $4`,
    [now, provider, page.after, page.size],
  );
}

/** How many subscriptions have something due at `now` (the run's progress). */
export async function countDue(q: Queryable, provider: ProviderName, now: Date) {
  const row = await q.one<{ count: number }>(
    `SELECT count(*)::int AS count FROM billing_subscriptions s WHERE s.provider = $2 AND ${DUE}`,
    [now, provider],
  );
  return row?.count ?? 0;
}

/**
 * Locks, for the caller's transaction, those of the listed subscriptions still as they were
 * listed (same period, same status). Rows another transaction holds are skipped: another
 * replica is applying them.
 */
export async function claimListed(
  q: Queryable,
  listed: ListedSubscription[],
): Promise<EngineSubscription[]> {
  if (listed.length === 0) return [];
  const rows = await q.query<EngineSubscription>(
    `${SELECT_SUB} JOIN unnest($1::uuid[], $2::int[], $3::text[]) AS l(id, period_index, status)
       ON l.id = s.id AND l.period_index = s.period_index AND l.status = s.status
     ORDER BY s.id FOR UPDATE OF s SKIP LOCKED`,
    [listed.map((s) => s.id), listed.map((s) => s.period_index), listed.map((s) => s.status)],
  );
  return rows.map(normalise);
}

/**
 * Writes the engine's subscription and the account's view of it (`subscriptions`) together, in
 * one statement (a renewal run writes thousands).
 */
export async function saveSubscription(q: Queryable, sub: EngineSubscription) {
  // decisions.md: when a subscription ends its app users are switched off, and their app logins
  // end with it (docs/app-contract.md: the app hears APP_DEACTIVATED); paying brings them back.
  const profiles =
    sub.status === 'CANCELED'
      ? `, sessions AS (
           UPDATE refresh_tokens SET revoked_at = now(), revoked_reason = 'deactivated'
           WHERE account_id = $12 AND audience = 'app' AND revoked_at IS NULL
         )
         UPDATE profiles SET deactivated_at = now() WHERE account_id = $12 AND deactivated_at IS NULL`
      : 'UPDATE profiles SET deactivated_at = NULL WHERE account_id = $12 AND deactivated_at IS NOT NULL';
  await q.query(
    `WITH engine AS (
       UPDATE billing_subscriptions SET status = $2, users = $3, interval = $4, unit_amount = $5,
         default_payment_method_id = $6, period_index = $7, current_period_start = $8,
         current_period_end = $9, cancel_at_period_end = $10, grace_expires = $11,
         canceled_at = CASE WHEN $2 = 'CANCELED' THEN COALESCE(canceled_at, now()) END,
         updated_at = now()
       WHERE id = $1
     ), account AS (
       UPDATE subscriptions SET status = $2, available_users = $3, grace_expires = $11,
         current_period_end = $9, updated_at = now(),
         cancel_at = CASE WHEN $2 = 'DISABLED' AND $10 THEN $9::timestamptz END
       WHERE account_id = $12 AND provider_ref = $1::text
     )
     ${profiles}`,
    [
      sub.id,
      sub.status,
      sub.users,
      sub.interval,
      sub.unit_amount,
      sub.default_payment_method_id,
      sub.period_index,
      sub.current_period_start,
      sub.current_period_end,
      sub.cancel_at_period_end,
      sub.grace_expires,
      sub.account_id,
    ],
  );
}

/**
 * Applies a provider's webhook to the local copy of its subscriptions, once: the delivery's id is
 * recorded in the same transaction, so a replay changes nothing. Returns false for a replay.
 *
 * In order: each subscription keeps the creation time of the last event applied to it
 * (`last_event_at`), and an event created before that is recorded as received but not applied.
 * Stripe delivers events in any order (a retry can come hours later), so a late `invoice.paid`
 * must not undo the `past_due` that followed it. Its `created` is in whole seconds, and Stripe
 * orders nothing within a second: an event of the same second as the last one applied is applied
 * (the last to arrive wins). Skipping it could lose a real change, since the events of one change
 * share their second (a renewal's `invoice.paid` and `customer.subscription.updated`) and report
 * the same state. Re-reading the subscription from Stripe would settle a tie for certain, but
 * would put a network call, which may fail, inside this transaction for every such event.
 */
export async function applyWebhook(
  db: Db,
  provider: ProviderName,
  delivery: WebhookDelivery,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx.one<{ id: string }>(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [delivery.id, delivery.type],
    );
    if (!fresh) return false;
    for (const event of delivery.events) {
      if (event.type === 'payment_method_changed') {
        await recordCardChange(tx, provider, event);
        continue;
      }
      // What the provider's own portal changed (the number of users, the renewal), for the log.
      const held =
        event.type === 'subscription_changed'
          ? await tx.one<{ users: number; status: SubscriptionStatus }>(
              `SELECT users, status FROM billing_subscriptions
               WHERE provider = $2 AND provider_ref = $1 FOR UPDATE`,
              [event.subscriptionRef, provider],
            )
          : null;
      const change =
        event.type === 'subscription_changed'
          ? event
          : {
              ...event,
              status: (event.type === 'invoice_paid' ? 'ACTIVE' : 'PAST_DUE') as SubscriptionStatus,
              users: undefined,
              periodEnd: undefined,
            };
      const row = await tx.one<{
        id: string;
        account_id: string | null;
        grace_expires: Date | null;
      }>(
        `UPDATE billing_subscriptions SET status = $2, users = COALESCE($3, users),
           current_period_end = COALESCE($4, current_period_end),
           grace_expires = CASE WHEN $2 = 'PAST_DUE' THEN COALESCE(grace_expires, $5::timestamptz) END,
           canceled_at = CASE WHEN $2 = 'CANCELED' THEN COALESCE(canceled_at, $6::timestamptz) END,
           -- Stripe's DISABLED is cancel_at_period_end (stripe/events.ts): a cancel or resume made
           -- in Stripe's own portal is the same as one made in ours (billing/cancellation/).
           cancel_at_period_end = ($2 = 'DISABLED'),
           last_event_at = $6::timestamptz, updated_at = now()
         WHERE provider = $7 AND provider_ref = $1
           AND (last_event_at IS NULL OR last_event_at <= $6::timestamptz)
         RETURNING id, account_id, grace_expires`,
        [
          change.subscriptionRef,
          change.status,
          change.users ?? null,
          change.periodEnd ?? null,
          new Date(change.at.getTime() + GRACE_MS),
          change.at,
          provider,
        ],
      );
      // Not found, older than the state held (skipped), or no account owns it yet.
      if (!row?.account_id) continue;
      if (held) await recordPortalChange(tx, row.account_id, held, change);
      await tx.query(
        `UPDATE subscriptions SET status = $3, grace_expires = $4,
           available_users = COALESCE($5, available_users),
           current_period_end = COALESCE($6, current_period_end), updated_at = now(),
           -- Stripe's DISABLED is a subscription set to cancel at its period end (stripe/events.ts).
           cancel_at = CASE WHEN $3 = 'DISABLED' THEN COALESCE($6, current_period_end) END
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

/**
 * A change made in the provider's own portal (Stripe's Customer Portal) reaches the activity log
 * by its webhook, as the system's (the webhook does not say who): a new number of users is
 * `billing.planChanged`; the renewal turned off or on (ACTIVE <-> DISABLED) is
 * `billing.subscriptionCanceled` / `subscriptionResumed`. One event at most per change; a
 * renewal, a failed payment or a replay records none here. A new card arrives as the customer's
 * update (recordCardChange).
 */
async function recordPortalChange(
  tx: Queryable,
  accountId: string,
  held: { users: number; status: SubscriptionStatus },
  change: { status: SubscriptionStatus; users?: number | undefined },
): Promise<void> {
  const changes: ActivityChanges = {};
  if (change.users !== undefined && change.users !== held.users)
    changes.users = { before: held.users, after: change.users };
  const renewal = [held.status, change.status].join(' ');
  if (renewal === 'ACTIVE DISABLED') changes.autoRenew = { before: true, after: false };
  if (renewal === 'DISABLED ACTIVE') changes.autoRenew = { before: false, after: true };
  const action = changes.users
    ? 'billing.planChanged'
    : changes.autoRenew
      ? changes.autoRenew.after
        ? 'billing.subscriptionResumed'
        : 'billing.subscriptionCanceled'
      : null;
  if (!action) return;
  await appendEvent(tx, {
    accountId,
    actor: { kind: 'system', memberId: null, email: null, name: null, role: null },
    action,
    changes,
  });
}

/**
 * A new default card saved in the provider's own portal, for the log: as the system's (the webhook
 * does not say who), once per delivery (a replay stops before). A customer no account claimed yet
 * has no log.
 */
async function recordCardChange(
  tx: Queryable,
  provider: ProviderName,
  event: { customerRef: string; paymentMethodRef: string | null },
): Promise<void> {
  const owner = await tx.one<{ account_id: string }>(
    `SELECT account_id FROM billing_customers
     WHERE provider = $1 AND provider_ref = $2 AND account_id IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
    [provider, event.customerRef],
  );
  if (!owner) return;
  await appendEvent(tx, {
    accountId: owner.account_id,
    actor: { kind: 'system', memberId: null, email: null, name: null, role: null },
    action: 'billing.paymentMethodChanged',
    target: { type: 'paymentMethod', id: event.paymentMethodRef, label: null },
  });
}

/** Where a customer's provider keeps them (Stripe's cus_ id), for the provider's own portal. */
export async function customerRefOfAccount(
  q: Queryable,
  accountId: string,
  provider: ProviderName,
): Promise<string | null> {
  const row = await q.one<{ provider_ref: string }>(
    `SELECT provider_ref FROM billing_customers
     WHERE account_id = $1 AND provider = $2 AND provider_ref IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
    [accountId, provider],
  );
  return row?.provider_ref ?? null;
}
