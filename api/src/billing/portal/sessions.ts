import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@portal/shared/i18n/locales';
import { can, type TRole } from '@portal/shared/roles/roles';
import type { Queryable } from '../../db/db';

/** A portal link is good for an hour: long enough to change a plan, short enough if it leaks. */
export const PORTAL_SESSION_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PortalSession {
  accountId: string;
  returnUrl: string;
  locale: Locale;
  /** Who opened it: the member (null for the owner's own login) and their role. */
  memberId: string | null;
  role: TRole;
}

/** Opens a visit of the local billing portal; only the token's hash is stored. */
export async function createPortalSession(q: Queryable, session: PortalSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO billing_portal_sessions
       (token_hash, account_id, return_url, locale, expires_at, member_id, role)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
    [
      hash(token),
      session.accountId,
      session.returnUrl,
      session.locale,
      PORTAL_SESSION_MS / 1000,
      session.memberId,
      session.role,
    ],
  );
  return token;
}

/**
 * The visit a token opens, while it is valid. A member's visit holds only while they are still a
 * member whose role changes billing (removed or made a viewer: it has ended), with that role; the
 * owner's only while the ownership has not changed hands since (the activity log's event of the
 * transfer, found by its action index).
 */
export async function findPortalSession(
  q: Queryable,
  token: string | undefined,
): Promise<PortalSession | null> {
  if (!token || token.length > 100) return null;
  const row = await q.one<{
    account_id: string;
    return_url: string;
    locale: Locale;
    member_id: string | null;
    role: TRole | null;
  }>(
    `SELECT s.account_id, s.return_url, s.locale, s.member_id::text AS member_id,
            CASE WHEN s.member_id IS NULL THEN 'owner' ELSE ms.role END AS role
     FROM billing_portal_sessions s
     LEFT JOIN memberships ms ON ms.account_id = s.account_id AND ms.member_id = s.member_id
     WHERE s.token_hash = $1 AND s.expires_at > now()
       AND (s.member_id IS NOT NULL OR NOT EXISTS (
         SELECT 1 FROM activity_events e
         WHERE e.account_id = s.account_id AND e.action = 'member.ownershipTransferred'
           AND e.at >= s.created_at))`,
    [hash(token)],
  );
  if (!row?.role || !can(row.role, 'billing.write')) return null;
  return {
    accountId: row.account_id,
    returnUrl: row.return_url,
    locale: row.locale,
    memberId: row.member_id,
    role: row.role,
  };
}
