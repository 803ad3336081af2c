import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { HANDOFF_TTL_SECONDS } from '@portal/shared/api/handoff';
import type { THandoffCode } from '@portal/shared/api/handoff';

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

export interface Handoff {
  /**
   * A new one-time code for the caller's account, usable once within 60 s; a member's code opens
   * a login of that member (issue 37), never the owner's.
   */
  create(accountId: string, memberId?: string | null): Promise<THandoffCode>;
  /** Spends a live code: its account and member, or null when it is unknown, used or expired. */
  spend(code: string): Promise<{ accountId: string; memberId: string | null } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    handoff: Handoff;
  }
}

/**
 * Session handoff codes (docs/webview-contract.md). Expiry follows the API's clock (`now`, which
 * tests move), not the database's, so a test can prove the 60 seconds.
 */
export default fp<{ now?: () => number }>(
  async function handoffPlugin(fastify, options) {
    const now = options.now ?? Date.now;
    const handoff: Handoff = {
      async create(accountId, memberId = null) {
        // 32 random bytes: guessing one within its minute is out of reach.
        const code = randomBytes(32).toString('base64url');
        const at = now();
        await fastify.db.query(
          `INSERT INTO handoff_codes (code_hash, account_id, expires_at, created_at, member_id)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            sha256(code),
            accountId,
            new Date(at + HANDOFF_TTL_SECONDS * 1000),
            new Date(at),
            memberId,
          ],
        );
        // Spent and expired codes are of no use to anyone: dropped as we go.
        await fastify.db.query(
          "DELETE FROM handoff_codes WHERE expires_at < $1::timestamptz - interval '1 day'",
          [new Date(at)],
        );
        return { code, expiresIn: HANDOFF_TTL_SECONDS };
      },
      async spend(code) {
        // One statement: two exchanges of the same code at once cannot both succeed.
        const row = await fastify.db.one<{ account_id: string; member_id: string | null }>(
          `UPDATE handoff_codes SET used_at = $2
           WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING account_id, member_id`,
          [sha256(code), new Date(now())],
        );
        return row ? { accountId: row.account_id, memberId: row.member_id } : null;
      },
    };
    fastify.decorate('handoff', handoff);
  },
  { name: 'handoff', dependencies: ['db'] },
);
