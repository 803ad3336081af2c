import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A spent token presented again within this many seconds, while its successor is still unused,
 * is a second tab that raced the first one to refresh, not a thief: it gets a token too.
 */
export const REUSE_GRACE_SECONDS = 20;

export interface SessionLifetime {
  /** A login ends this long after it started, however often it is refreshed. */
  maxAgeSeconds: number;
  /** A refresh token unused for this long expires. */
  idleSeconds: number;
}

interface TokenRow {
  id: string;
  account_id: string;
  family_id: string;
  login_expires_at: Date;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
  in_grace: boolean;
  replaced_by: string | null;
}

export type RotateResult =
  | { ok: true; refreshToken: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'wrong-account' | 'expired' | 'revoked' | 'reused' };

function createRepository(db: Queryable, lifetime: SessionLifetime) {
  /** A new random token (32 bytes, base64url) stored only as its SHA-256. */
  async function insert(
    accountId: string,
    familyId: string,
    loginExpiresAt: Date | null,
    q: Queryable,
  ): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const row = await q.one<{ id: string }>(
      `WITH login AS (
         SELECT COALESCE($5::timestamptz, now() + make_interval(secs => $6)) AS ends
       )
       INSERT INTO refresh_tokens (account_id, family_id, token_hash, login_expires_at, expires_at)
       SELECT $1, $2, $3, login.ends, LEAST(now() + make_interval(secs => $4), login.ends)
       FROM login RETURNING id`,
      [
        accountId,
        familyId,
        sha256(token),
        lifetime.idleSeconds,
        loginExpiresAt,
        lifetime.maxAgeSeconds,
      ],
    );
    return { id: row!.id, token };
  }

  async function revokeFamily(familyId: string, q: Queryable = db) {
    await q.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
  }

  return {
    /** Starts a login: a new family with its first token. */
    async startFamily(accountId: string): Promise<{ refreshToken: string; familyId: string }> {
      const row = await db.one<{ id: string }>('SELECT gen_random_uuid() AS id');
      const familyId = row!.id;
      const { token } = await insert(accountId, familyId, null, db);
      return { refreshToken: token, familyId };
    },

    /**
     * Spends a token and issues its successor in the same family. A token used twice means it
     * leaked: the whole family (that login, including the newer token) is revoked, except for the
     * immediate predecessor presented again within the reuse grace (two tabs refreshing at once).
     */
    async rotate(accountId: string, token: string, q: Queryable): Promise<RotateResult> {
      const row = await q.one<TokenRow>(
        `SELECT t.id, t.account_id, t.family_id, t.login_expires_at, t.used_at, t.revoked_at,
                (t.expires_at <= now() OR t.login_expires_at <= now()) AS expired,
                COALESCE(t.used_at > now() - make_interval(secs => $2), false) AS in_grace,
                t.replaced_by
         FROM refresh_tokens t WHERE t.token_hash = $1 FOR UPDATE`,
        [sha256(token), REUSE_GRACE_SECONDS],
      );
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.account_id !== accountId) return { ok: false, reason: 'wrong-account' };
      if (row.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.expired) return { ok: false, reason: 'expired' };
      if (row.used_at) {
        // A statement of its own: it must see the successor a concurrent rotation just committed.
        const successor = row.in_grace
          ? await q.one<{ live: boolean }>(
              `SELECT (used_at IS NULL AND revoked_at IS NULL) AS live
               FROM refresh_tokens WHERE id = $1`,
              [row.replaced_by],
            )
          : undefined;
        if (successor?.live) {
          const sibling = await insert(accountId, row.family_id, row.login_expires_at, q);
          return { ok: true, refreshToken: sibling.token, familyId: row.family_id };
        }
        await revokeFamily(row.family_id, q);
        return { ok: false, reason: 'reused' };
      }
      const next = await insert(accountId, row.family_id, row.login_expires_at, q);
      await q.query('UPDATE refresh_tokens SET used_at = now(), replaced_by = $2 WHERE id = $1', [
        row.id,
        next.id,
      ]);
      return { ok: true, refreshToken: next.token, familyId: row.family_id };
    },

    /**
     * Ends every bearer capability of the account, inside the caller's transaction (a new
     * password): its logins but `keepFamilyId`'s (refresh tokens and, through them, access
     * tokens), its billing-portal links and its webview handoff codes. Whoever held one of them
     * before holds nothing after. A new kind of bearer link for an account belongs here too.
     */
    async endBearerCapabilities(accountId: string, keepFamilyId: string | null, q: Queryable) {
      await q.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE account_id = $1 AND family_id IS DISTINCT FROM $2::uuid AND revoked_at IS NULL`,
        [accountId, keepFamilyId],
      );
      // Deleted: a deleted link answers exactly like an expired one.
      await q.query('DELETE FROM billing_portal_sessions WHERE account_id = $1', [accountId]);
      await q.query('DELETE FROM handoff_codes WHERE account_id = $1', [accountId]);
    },

    /** Logout: revokes the login the token belongs to, if it is this account's. */
    async revokeByToken(accountId: string, token: string): Promise<boolean> {
      const row = await db.one<{ family_id: string }>(
        'SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND account_id = $2',
        [sha256(token), accountId],
      );
      if (!row) return false;
      await revokeFamily(row.family_id);
      return true;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export default fp(
  async function refreshTokensRepository(fastify) {
    const { sessionMaxAgeSeconds, sessionIdleSeconds } = fastify.config;
    fastify.decorate(
      'refreshTokensRepository',
      createRepository(fastify.db, {
        maxAgeSeconds: sessionMaxAgeSeconds,
        idleSeconds: sessionIdleSeconds,
      }),
    );
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
);
