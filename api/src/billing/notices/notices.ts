import type { PaymentProvider as ProviderName } from '@portal/shared/constants';
import type { Currency } from '@portal/shared/payments/prices';
import type { Queryable } from '../../db/db';
import type { EngineSubscription } from '../repository/subscriptions';

/**
 * The notices the renewal job owes the account that owns a subscription, as Stripe's billing
 * e-mails: a renewal that failed, a subscription that ended, a card that will not pay the next
 * renewal. Each is written by the job's transaction together with the change it tells of
 * (migration 013), once per failed invoice, per ended period, per card; deliver.ts e-mails it.
 */
export type NoticeFacts =
  | {
      kind: 'renewal_failed';
      amount: number;
      currency: Currency;
      /** ISO date: the app keeps working until then (decisions.md: a week of grace). */
      graceExpires: string;
    }
  | {
      kind: 'subscription_ended';
      /** unpaid: grace ran out; canceled: auto-renewal was off; card: no card could pay. */
      reason: 'unpaid' | 'canceled' | 'card';
      endedAt: string;
    }
  | {
      kind: 'card_expiring';
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      /** The renewal the card will not pay: the end of the current period. */
      renewsAt: string;
    };
export type NoticeKind = NoticeFacts['kind'];

/** A notice written by this run of the job. */
export interface RecordedNotice {
  id: string;
  kind: NoticeKind;
  accountId: string;
}

/** A card is announced this long before it stops being valid (Stripe: about a month). */
export const CARD_NOTICE_MS = 30 * 86_400_000;

/**
 * Writes a notice unless the same one (kind, about) was written before; returns it when new.
 * It is ready to send at once (`now`, the engine's clock).
 */
async function record(
  q: Queryable,
  about: string,
  sub: Pick<EngineSubscription, 'id' | 'account_id'>,
  facts: NoticeFacts,
  now: Date,
): Promise<RecordedNotice | null> {
  const { kind, ...rest } = facts;
  const row = await q.one<{ id: string }>(
    `INSERT INTO billing_notices (kind, about, account_id, subscription_id, facts, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (kind, about) DO NOTHING RETURNING id`,
    [kind, about, sub.account_id, sub.id, JSON.stringify(rest), now],
  );
  return row ? { id: row.id, kind, accountId: sub.account_id } : null;
}

/** The renewal's charge failed: once per invoice, whatever the daily retries do after it. */
export async function noticeRenewalFailed(
  q: Queryable,
  sub: EngineSubscription,
  invoiceId: string,
  graceExpires: Date,
  now: Date,
): Promise<RecordedNotice | null> {
  const invoice = await q.one<{ total: number; currency: Currency }>(
    'SELECT total, currency FROM invoices WHERE id = $1',
    [invoiceId],
  );
  return record(
    q,
    invoiceId,
    sub,
    {
      kind: 'renewal_failed',
      amount: invoice!.total,
      currency: invoice!.currency,
      graceExpires: graceExpires.toISOString(),
    },
    now,
  );
}

/** The subscription ended (CANCELED): once per period, so a restarted one that ends is told again. */
export async function noticeEnded(
  q: Queryable,
  sub: EngineSubscription,
  reason: 'unpaid' | 'canceled' | 'card',
  endedAt: Date,
  now: Date,
): Promise<RecordedNotice | null> {
  return record(
    q,
    `${sub.id}:${sub.period_index}`,
    sub,
    { kind: 'subscription_ended', reason, endedAt: endedAt.toISOString() },
    now,
  );
}

interface ExpiringRow {
  id: string;
  account_id: string;
  current_period_end: Date;
  card_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/**
 * Cards that will not pay the next renewal, announced once each: a subscription that renews
 * (ACTIVE, or DISABLED because of this very card, not canceled) whose card stops being valid
 * before the period ends, and within CARD_NOTICE_MS from now. A card is valid to the end of its
 * expiry month, as in `dueSubscriptions`.
 */
export async function noticeExpiringCards(
  q: Queryable,
  provider: ProviderName,
  now: Date,
): Promise<RecordedNotice[]> {
  const rows = await q.query<ExpiringRow>(
    `SELECT s.id, s.account_id, s.current_period_end, pm.id AS card_id, pm.brand, pm.last4,
            pm.exp_month, pm.exp_year
     FROM billing_subscriptions s JOIN payment_methods pm ON pm.id = s.default_payment_method_id
     WHERE s.provider = $1 AND s.account_id IS NOT NULL
       AND s.status IN ('ACTIVE', 'DISABLED') AND NOT s.cancel_at_period_end
       AND s.current_period_end > $2
       AND make_date(pm.exp_year, pm.exp_month, 1) + interval '1 month' <= s.current_period_end
       AND make_date(pm.exp_year, pm.exp_month, 1) + interval '1 month' <= $3::timestamptz
       AND NOT EXISTS (SELECT 1 FROM billing_notices n
                       WHERE n.kind = 'card_expiring' AND n.about = pm.id)
     ORDER BY s.current_period_end`,
    [provider, now, new Date(now.getTime() + CARD_NOTICE_MS)],
  );
  const recorded: RecordedNotice[] = [];
  for (const row of rows) {
    const notice = await record(
      q,
      row.card_id,
      row,
      {
        kind: 'card_expiring',
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        renewsAt: new Date(row.current_period_end).toISOString(),
      },
      now,
    );
    if (notice) recorded.push(notice);
  }
  return recorded;
}
