import fp from 'fastify-plugin';
import type { Queryable } from '../db/db';
import { PHONE_KEY_SQL } from './phone-key';

/** The SQL of the settings tab: the account's e-mail, phone and password (spec §3, §4). */
function createRepository(db: Queryable) {
  return {
    async passwordHash(accountId: string): Promise<string | null> {
      const row = await db.one<{ password_hash: string }>(
        'SELECT password_hash FROM accounts WHERE id = $1',
        [accountId],
      );
      return row?.password_hash ?? null;
    },

    /**
     * The new address, proven by the code it received. A taken address throws the driver's
     * unique-violation error (the constraint decides, so two accounts racing for it cannot both win).
     */
    async changeEmail(accountId: string, email: string, q: Queryable) {
      await q.query(
        `UPDATE accounts SET email = $2, email_verified_at = now(), updated_at = now()
         WHERE id = $1`,
        [accountId, email],
      );
    },

    /**
     * A new number for the account. Its proof goes with the old number: migration 009's trigger
     * clears phone_verified_at whenever the digits change, whoever writes them.
     */
    async changePhone(accountId: string, phone: string) {
      await db.query('UPDATE accounts SET phone = $2, updated_at = now() WHERE id = $1', [
        accountId,
        phone,
      ]);
    },

    /** Whether another account has proven this number (E.164). */
    async phoneProvenElsewhere(accountId: string, e164: string): Promise<boolean> {
      const row = await db.one(
        `SELECT 1 FROM accounts
         WHERE ${PHONE_KEY_SQL} = $2 AND phone_verified_at IS NOT NULL AND id <> $1`,
        [accountId, e164],
      );
      return row !== undefined;
    },

    /**
     * Records the proof of the account's number, if its number is still this one; false when it
     * changed meanwhile. A number another account has proven throws the driver's unique-violation
     * error (migration 009's index decides, so two accounts confirming at once cannot both win).
     */
    async provePhone(accountId: string, e164: string): Promise<boolean> {
      const row = await db.one(
        `UPDATE accounts SET phone_verified_at = now()
         WHERE id = $1 AND ${PHONE_KEY_SQL} = $2 RETURNING id`,
        [accountId, e164],
      );
      return row !== undefined;
    },

    async changePassword(accountId: string, passwordHash: string, q: Queryable) {
      await q.query('UPDATE accounts SET password_hash = $2, updated_at = now() WHERE id = $1', [
        accountId,
        passwordHash,
      ]);
    },

    /**
     * Recovery links already mailed stop working: they went to an address that is no longer the
     * account's, or they would undo the password just chosen.
     */
    async spendRecoveryLinks(accountId: string, q: Queryable) {
      await q.query(
        `UPDATE password_recovery_tokens SET used_at = now()
         WHERE account_id = $1 AND used_at IS NULL`,
        [accountId],
      );
    },
  };
}

export type SettingsRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export default fp(
  async function settingsRepository(fastify) {
    fastify.decorate('settingsRepository', createRepository(fastify.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
