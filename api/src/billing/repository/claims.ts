import type { Queryable } from '../../db/db';

/** Statuses of an account that pays, or is still covered: a new checkout for it is refused. */
export const PAYING_STATUSES = ['ACTIVE', 'PAST_DUE', 'DISABLED'] as const;

/**
 * Whether a checkout for this e-mail must be refused: an account that pays already, or a paid
 * subscription still waiting for its account (the customer should create it, not pay twice).
 */
export async function emailHasPayingAccount(q: Queryable, email: string): Promise<boolean> {
  const row = await q.one<{ paying: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM accounts a JOIN subscriptions s ON s.account_id = a.id
       WHERE a.email = $1 AND s.status = ANY($2::text[])
     ) OR EXISTS (
       SELECT 1 FROM billing_subscriptions bs JOIN billing_customers c ON c.id = bs.customer_id
       WHERE c.email = $1 AND bs.account_id IS NULL AND bs.status = ANY($2::text[])
     ) AS paying`,
    [email, PAYING_STATUSES],
  );
  return row?.paying ?? false;
}

/**
 * Gives an account the paid subscription bought with its e-mail, if one waits for an owner and
 * the account does not pay already: the account's subscription becomes that one (ACTIVE,
 * availableUsers = users bought) and its origin the edition bought. Runs inside the caller's
 * transaction (account creation, login). Returns whether a subscription was attached.
 */
export async function claimPaidSubscription(q: Queryable, accountId: string): Promise<boolean> {
  const pending = await q.one<{
    id: string;
    customer_id: string;
    provider: string;
    status: string;
    users: number;
    edition: string;
    current_period_end: Date | null;
  }>(
    `SELECT bs.id, bs.customer_id, bs.provider, bs.status, bs.users, bs.edition,
            bs.current_period_end
     FROM billing_subscriptions bs
     JOIN billing_customers c ON c.id = bs.customer_id
     JOIN accounts a ON a.email = c.email
     LEFT JOIN subscriptions s ON s.account_id = a.id
     WHERE a.id = $1 AND bs.account_id IS NULL AND bs.status = ANY($2::text[])
       AND (s.status IS NULL OR NOT s.status = ANY($2::text[]))
     ORDER BY bs.created_at DESC
     LIMIT 1
     FOR UPDATE OF bs`,
    [accountId, PAYING_STATUSES],
  );
  if (!pending) return false;
  await q.query(
    'UPDATE billing_subscriptions SET account_id = $2, updated_at = now() WHERE id = $1',
    [pending.id, accountId],
  );
  await q.query('UPDATE billing_customers SET account_id = $2, updated_at = now() WHERE id = $1', [
    pending.customer_id,
    accountId,
  ]);
  await q.query(
    `INSERT INTO subscriptions (account_id, provider, provider_ref, status, available_users,
       current_period_end, grace_expires)
     VALUES ($1, $2, $3, $4, $5, $6, NULL)
     ON CONFLICT (account_id) DO UPDATE SET provider = EXCLUDED.provider,
       provider_ref = EXCLUDED.provider_ref, status = EXCLUDED.status,
       available_users = EXCLUDED.available_users,
       current_period_end = EXCLUDED.current_period_end, grace_expires = NULL, updated_at = now()`,
    [
      accountId,
      pending.provider,
      pending.id,
      pending.status,
      pending.users,
      pending.current_period_end,
    ],
  );
  await q.query('UPDATE accounts SET origin = $2, updated_at = now() WHERE id = $1', [
    accountId,
    pending.edition,
  ]);
  return true;
}
