import { createHash, randomBytes } from 'node:crypto';
import type { TClaimResponse, TPurchasedPlan } from '@portal/shared/payments/contract';
import type { Queryable } from '../../db/db';
import { AppError } from '../../errors/app-error';

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
 * How long a claim lives, by where it went (seconds): the success page's, a day (the same browser
 * creates the account at once); the receipt e-mail's link, 30 days (any browser, whenever the
 * buyer reads the e-mail). A claim works once; using one spends every claim of the subscription.
 */
export const CLAIM_LIFETIME_SECONDS = {
  checkout: 24 * 60 * 60,
  email: 30 * 24 * 60 * 60,
} as const;
export type ClaimChannel = keyof typeof CLAIM_LIFETIME_SECONDS;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time claim of a paid subscription that has no owner yet (32 random bytes,
 * base64url); only its SHA-256 is stored (migration 014). Null when the subscription has an owner.
 */
export async function createClaim(
  q: Queryable,
  subscriptionId: string,
  channel: ClaimChannel,
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const row = await q.one<{ token_hash: string }>(
    `INSERT INTO subscription_claims (token_hash, subscription_id, channel, expires_at)
     SELECT $1, bs.id, $3, now() + make_interval(secs => $4)
     FROM billing_subscriptions bs
     WHERE bs.id = $2 AND bs.account_id IS NULL AND bs.status = ANY($5::text[])
     RETURNING token_hash`,
    [sha256(token), subscriptionId, channel, CLAIM_LIFETIME_SECONDS[channel], PAYING_STATUSES],
  );
  return row ? token : null;
}

interface ClaimRow {
  subscription_id: string;
  customer_id: string;
  email: string;
  live: boolean;
  used: boolean;
  used_by: string | null;
  owner: string | null;
  provider: string;
  status: string;
  users: number;
  interval: TPurchasedPlan['interval'];
  edition: TPurchasedPlan['edition'];
  current_period_end: Date | null;
}

const CLAIM_ROW = `SELECT sc.subscription_id, bs.customer_id, c.email, sc.expires_at > now() AS live,
       sc.used_at IS NOT NULL AS used, sc.account_id AS used_by, bs.account_id AS owner,
       bs.provider, bs.status, bs.users, bs.interval, bs.edition, bs.current_period_end
     FROM subscription_claims sc
     JOIN billing_subscriptions bs ON bs.id = sc.subscription_id
     JOIN billing_customers c ON c.id = bs.customer_id
     WHERE sc.token_hash = $1`;

interface CustomerColumns {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
}

/** A claim that can still be used: live, unused, its subscription paid and without an owner. */
const usable = (row: ClaimRow | undefined): row is ClaimRow =>
  !!row &&
  row.live &&
  !row.used &&
  row.owner === null &&
  (PAYING_STATUSES as readonly string[]).includes(row.status);

/**
 * What a usable claim is for (the create-account page asks before showing its form): the paid
 * e-mail, whether an account has it already (then: sign in with the claim), the plan, and the
 * buyer's names, phone and company as typed at the checkout.
 * Null for an unknown, expired or used claim.
 */
export async function describeClaim(q: Queryable, token: string): Promise<TClaimResponse | null> {
  const row = await q.one<ClaimRow & CustomerColumns & { account_exists: boolean }>(
    `SELECT claim.*, EXISTS (SELECT 1 FROM accounts a WHERE a.email = claim.email) AS account_exists,
       c.first_name, c.last_name, c.phone, c.company
     FROM (${CLAIM_ROW}) claim JOIN billing_customers c ON c.id = claim.customer_id`,
    [sha256(token)],
  );
  if (!usable(row)) return null;
  return {
    email: row.email,
    accountExists: row.account_exists,
    plan: { users: row.users, interval: row.interval, edition: row.edition },
    // What the checkout already asked: the account form does not ask it again.
    customer: {
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      company: row.company,
    },
  };
}

/**
 * Takes a paid subscription over with its claim, inside the caller's transaction (account
 * creation, sign-in). The claim is the proof that the person controls the paid e-mail (its inbox,
 * or the browser that paid), so only an account with that very e-mail may use it: the account's
 * `subscriptions` row becomes the engine's subscription (ACTIVE, availableUsers = users bought),
 * its origin the edition bought, its e-mail proven; every claim of the subscription is spent.
 * Refuses (AppError) an unknown, expired or used claim (CLAIM_INVALID), an account of another
 * e-mail (CLAIM_OTHER_EMAIL) and an account that pays already (ACCOUNT_EXISTS). The same claim
 * presented again by the account that took it over (a sign-in sent twice) changes nothing.
 */
export async function redeemClaim(q: Queryable, token: string, accountId: string): Promise<void> {
  // The subscription's row is locked: two claims of it at once take turns, the second finds it owned.
  const claim = await q.one<ClaimRow>(`${CLAIM_ROW} FOR UPDATE OF bs`, [sha256(token)]);
  if (claim?.used && claim.used_by === accountId && claim.owner === accountId) return;
  if (!usable(claim)) throw new AppError('CLAIM_INVALID');
  const account = await q.one<{ email: string; paying: boolean }>(
    `SELECT a.email, coalesce(s.status = ANY($2::text[]), false) AS paying
     FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id
     WHERE a.id = $1 FOR UPDATE OF a`,
    [accountId, PAYING_STATUSES],
  );
  if (!account) throw new AppError('CLAIM_INVALID');
  if (account.email !== claim.email) {
    throw new AppError('CLAIM_OTHER_EMAIL', {
      fields: { email: 'payments.claim.otherEmail' },
      values: { email: claim.email },
    });
  }
  if (account.paying) {
    throw new AppError('ACCOUNT_EXISTS', { fields: { email: 'payments.accountExists' } });
  }

  await q.query(
    'UPDATE billing_subscriptions SET account_id = $2, updated_at = now() WHERE id = $1',
    [claim.subscription_id, accountId],
  );
  await q.query('UPDATE billing_customers SET account_id = $2, updated_at = now() WHERE id = $1', [
    claim.customer_id,
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
      claim.provider,
      claim.subscription_id,
      claim.status,
      claim.users,
      claim.current_period_end,
    ],
  );
  await q.query(
    `UPDATE accounts SET origin = $2, email_verified_at = coalesce(email_verified_at, now()),
       updated_at = now()
     WHERE id = $1`,
    [accountId, claim.edition],
  );
  await q.query(
    `UPDATE subscription_claims
     SET used_at = now(), account_id = CASE WHEN token_hash = $2 THEN $3::uuid END
     WHERE subscription_id = $1 AND used_at IS NULL`,
    [claim.subscription_id, sha256(token), accountId],
  );
}

/**
 * Where a paid subscription stands for its buyer: whether an account owns it, and whether an
 * account has the paid e-mail (then the buyer signs in rather than creating one).
 */
export async function subscriptionHandover(
  q: Queryable,
  subscriptionId: string,
): Promise<{ owned: boolean; accountExists: boolean }> {
  const row = await q.one<{ owned: boolean; account_exists: boolean }>(
    `SELECT bs.account_id IS NOT NULL AS owned,
            EXISTS (SELECT 1 FROM accounts a WHERE a.email = c.email) AS account_exists
     FROM billing_subscriptions bs JOIN billing_customers c ON c.id = bs.customer_id
     WHERE bs.id = $1`,
    [subscriptionId],
  );
  return { owned: row?.owned ?? false, accountExists: row?.account_exists ?? false };
}
