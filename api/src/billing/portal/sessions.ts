import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../../db/db';

/** A portal link is good for an hour: long enough to change a plan, short enough if it leaks. */
export const PORTAL_SESSION_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PortalSession {
  accountId: string;
  returnUrl: string;
  locale: Locale;
}

/** Opens a visit of the local billing portal; only the token's hash is stored. */
export async function createPortalSession(q: Queryable, session: PortalSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO billing_portal_sessions (token_hash, account_id, return_url, locale, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hash(token), session.accountId, session.returnUrl, session.locale, PORTAL_SESSION_MS / 1000],
  );
  return token;
}

/** The visit a token opens, while it is valid. */
export async function findPortalSession(
  q: Queryable,
  token: string | undefined,
): Promise<PortalSession | null> {
  if (!token || token.length > 100) return null;
  const row = await q.one<{ account_id: string; return_url: string; locale: Locale }>(
    `SELECT account_id, return_url, locale FROM billing_portal_sessions
     WHERE token_hash = $1 AND expires_at > now()`,
    [hash(token)],
  );
  return row ? { accountId: row.account_id, returnUrl: row.return_url, locale: row.locale } : null;
}
