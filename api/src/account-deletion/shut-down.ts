import type { Queryable } from '../db/db';

/**
 * Ends, in the caller's transaction, everything that lets anyone act as the account: every
 * portal login (the owner's and the members'), every app login of its agents (they hear
 * APP_DEACTIVATED), billing-portal links and webview handoff codes; its agents are switched off
 * and its subscription cancelled at once (no refund: docs/decisions.md).
 */
export async function shutDown(q: Queryable, accountId: string) {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = now(),
       revoked_reason = CASE WHEN audience = 'app' THEN 'deactivated' ELSE revoked_reason END
     WHERE account_id = $1 AND revoked_at IS NULL`,
    [accountId],
  );
  await q.query('DELETE FROM billing_portal_sessions WHERE account_id = $1', [accountId]);
  await q.query('DELETE FROM handoff_codes WHERE account_id = $1', [accountId]);
  await q.query(
    'UPDATE profiles SET deactivated_at = now() WHERE account_id = $1 AND deactivated_at IS NULL',
    [accountId],
  );
  const cancelled = await q.query<{ provider: string; provider_ref: string | null }>(
    `UPDATE billing_subscriptions SET status = 'CANCELED', cancel_at_period_end = false,
       grace_expires = NULL, canceled_at = COALESCE(canceled_at, now()), updated_at = now()
     WHERE account_id = $1 AND status <> 'CANCELED'
     RETURNING provider, provider_ref`,
    [accountId],
  );
  await q.query(
    `UPDATE subscriptions SET status = 'CANCELED', grace_expires = NULL, updated_at = now()
     WHERE account_id = $1 AND status <> 'CANCELED'`,
    [accountId],
  );
  return cancelled;
}
