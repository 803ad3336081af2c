import type { Queryable } from '../../db/db';
import type { PaidForPeriod, PeriodMoney } from '../proration';
import type { EngineSubscription } from './subscriptions';

interface MoneyRow {
  amount: number;
  start: Date | string;
  end: Date | string;
}

const money = (row: MoneyRow): PeriodMoney => ({
  amount: row.amount,
  start: new Date(row.start),
  end: new Date(row.end),
});

/**
 * What was paid for the subscription's current period, and what was credited back from it.
 *
 * A paid invoice of the period (its charges start within the period: the checkout or renewal
 * that opened it, extra users bought since, a new interval's first period) pays for what its
 * positive lines bought, less its discount: by card (`amount_paid`) or with money paid before
 * (credit taken off it, or the old plan's unused time on an interval change). Counting only
 * `amount_paid` would make extra users paid with credit worth nothing when given up again.
 * A credit given for the period (plan_change_credits) is for the time from the change to its end.
 * A corrected invoice (issue 39) pays nothing: it restates one already counted.
 */
export async function paidForPeriod(
  q: Queryable,
  sub: Pick<EngineSubscription, 'id' | 'current_period_start' | 'current_period_end'>,
): Promise<PaidForPeriod> {
  const payments = await q.query<MoneyRow>(
    `SELECT (sum(l.amount) - i.discount)::bigint AS amount, min(l.period_start) AS start,
       max(l.period_end) AS end
     FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id AND l.amount > 0
     WHERE i.subscription_id = $1 AND i.status = 'paid' AND i.billing_reason <> 'correction'
     GROUP BY i.id, i.discount
     HAVING min(l.period_start) >= $2 AND min(l.period_start) < $3`,
    [sub.id, sub.current_period_start, sub.current_period_end],
  );
  const credits = await q.query<MoneyRow>(
    `SELECT amount, given_at AS start, period_end AS end FROM plan_change_credits
     WHERE subscription_id = $1 AND given_at >= $2 AND given_at < $3`,
    [sub.id, sub.current_period_start, sub.current_period_end],
  );
  return { payments: payments.map(money), credits: credits.map(money) };
}

/**
 * Credits a decrease to the customer, for the next invoice (`billLines` takes it off), and keeps
 * it against the period it came from, so the same money is not given back twice. `amount` is
 * net, as the period's payments are counted; the balance gets `withTax`, the money paid for it.
 */
export async function giveCredit(
  q: Queryable,
  sub: Pick<EngineSubscription, 'id' | 'customer_id' | 'current_period_end'>,
  amount: number,
  now: Date,
  withTax = amount,
) {
  await q.query(
    `INSERT INTO plan_change_credits (subscription_id, amount, given_at, period_end)
     VALUES ($1, $2, $3, $4)`,
    [sub.id, amount, now, sub.current_period_end],
  );
  await q.query('UPDATE billing_customers SET credit_balance = credit_balance + $2 WHERE id = $1', [
    sub.customer_id,
    withTax,
  ]);
}
