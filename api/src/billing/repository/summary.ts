import type { TBillingSummary, TNextBilling } from '@portal/shared/billing/contract';
import type { Origin, PaymentProvider as ProviderName } from '@portal/shared/constants';
import type { Queryable } from '../../db/db';
import { nextPeriodPrice } from '../pricing';
import { cardOf } from './cards';
import type { EngineSubscription } from './subscriptions';

type Priced = Pick<
  EngineSubscription,
  | 'customer_id'
  | 'currency'
  | 'interval'
  | 'users'
  | 'unit_amount'
  | 'coupon_code'
  | 'period_index'
  | 'tax_rate_bps'
>;

/**
 * What the next period of the plan charges (period `period_index + 1`: a renewal, or a restart
 * after the end), exactly as `billLines` will take it: its price (`nextPeriodPrice`, as renewals
 * are priced), then the credit the customer holds. The billing tab shows `amount`; the portal
 * charges it.
 */
export async function nextPeriodCharge(q: Queryable, sub: Priced) {
  const { subtotal, discount, total } = await nextPeriodPrice(q, sub);
  const credit = await q.one<{ credit_balance: number }>(
    'SELECT credit_balance FROM billing_customers WHERE id = $1',
    [sub.customer_id],
  );
  // billLines' arithmetic: the credit covers what is due, never more.
  const used = total > 0 ? Math.min(credit?.credit_balance ?? 0, total) : 0;
  return { subtotal, discount, amount: Math.max(0, total - used) };
}

/** The invoice a PAST_DUE subscription owes: its oldest open one (what a payment settles first). */
export async function dueInvoice(
  q: Queryable,
  subscriptionId: string,
): Promise<{ id: string; total: number } | null> {
  const open = await q.one<{ id: string; total: number }>(
    `SELECT id, total FROM invoices WHERE subscription_id = $1 AND status = 'open'
     ORDER BY created_at LIMIT 1`,
    [subscriptionId],
  );
  return open ?? null;
}

interface SummaryRow extends Priced {
  id: string;
  status: TBillingSummary['status'];
  edition: Origin;
  default_payment_method_id: string | null;
  cancel_at_period_end: boolean;
  current_period_end: Date;
  grace_expires: Date | null;
  ended_at: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The billing tab's summary of the account's newest subscription with this provider: the plan,
 * what comes next (renewal, end, or what is due) and the card it is charged to. Null when the
 * account has none.
 */
export async function billingSummary(
  q: Queryable,
  accountId: string,
  provider: ProviderName,
): Promise<TBillingSummary | null> {
  // An ended subscription ended at the first of: its period end (it did not renew), the end of
  // its grace (a renewal never paid), the moment it was canceled.
  const sub = await q.one<SummaryRow>(
    `SELECT s.id, s.customer_id, s.status, s.currency, s.interval, s.users, s.edition,
            s.unit_amount, s.coupon_code, s.coupon_from_period, s.period_index, s.tax_rate_bps,
            s.default_payment_method_id, s.cancel_at_period_end, s.current_period_end, s.grace_expires,
            LEAST(s.current_period_end, s.grace_expires, s.canceled_at) AS ended_at
     FROM billing_subscriptions s
     WHERE s.account_id = $1 AND s.provider = $2
     ORDER BY s.created_at DESC LIMIT 1`,
    [accountId, provider],
  );
  if (!sub) return null;
  const card = await cardOf(q, sub.default_payment_method_id);
  return {
    status: sub.status,
    users: sub.users,
    interval: sub.interval,
    edition: sub.edition,
    currency: sub.currency,
    next: await nextOf(q, sub),
    card: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
      : null,
  };
}

async function nextOf(q: Queryable, sub: SummaryRow): Promise<TNextBilling> {
  if (sub.status === 'PAST_DUE') {
    const invoice = await dueInvoice(q, sub.id);
    return {
      kind: 'due',
      amount: invoice?.total ?? null,
      graceExpires: sub.grace_expires ? iso(sub.grace_expires) : null,
    };
  }
  if (sub.status === 'CANCELED') return { kind: 'ended', date: iso(sub.ended_at) };
  if (sub.status !== 'ACTIVE' || sub.cancel_at_period_end) {
    // DISABLED: auto-renewal off, or a card that expires first; either way it ends then.
    return { kind: 'end', date: iso(sub.current_period_end) };
  }
  const { amount } = await nextPeriodCharge(q, sub);
  return { kind: 'renewal', date: iso(sub.current_period_end), amount };
}
