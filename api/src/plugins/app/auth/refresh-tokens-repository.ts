import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { REFRESH_TTL_SECONDS } from '@portal/shared/constants';
import type { Queryable } from '../../../db/db';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: string;
  account_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export type RotateResult =
  | { ok: true; refreshToken: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'wrong-account' | 'expired' | 'revoked' | 'reused' };

function createRepository(db: Queryable) {
  /** A new random token (32 bytes, base64url) stored only as its SHA-256. */
  async function insert(accountId: string, familyId: string, q: Queryable): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await q.query(
      `INSERT INTO refresh_tokens (account_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [accountId, familyId, sha256(token), REFRESH_TTL_SECONDS],
    );
    return token;
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
      return { refreshToken: await insert(accountId, familyId, db), familyId };
    },

    /**
     * Spends a token and issues its successor in the same family. A token used twice means it
     * leaked: the whole family (that login, including the newer token) is revoked.
     */
    async rotate(accountId: string, token: string, q: Queryable): Promise<RotateResult> {
      const row = await q.one<TokenRow>(
        `SELECT id, account_id, family_id, expires_at, used_at, revoked_at
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [sha256(token)],
      );
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.account_id !== accountId) return { ok: false, reason: 'wrong-account' };
      if (row.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.used_at) {
        await revokeFamily(row.family_id, q);
        return { ok: false, reason: 'reused' };
      }
      if (new Date(row.expires_at) <= new Date()) return { ok: false, reason: 'expired' };
      await q.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
      const refreshToken = await insert(accountId, row.family_id, q);
      return { ok: true, refreshToken, familyId: row.family_id };
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

    /** A login stays alive while its family has an unrevoked token. */
    async isFamilyActive(familyId: string): Promise<boolean> {
      const row = await db.one<{ active: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM refresh_tokens
                        WHERE family_id = $1 AND revoked_at IS NULL) AS active`,
        [familyId],
      );
      return row?.active === true;
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
    fastify.decorate('refreshTokensRepository', createRepository(fastify.db));
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
);
