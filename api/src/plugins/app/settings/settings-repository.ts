import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db';

/** The SQL of the settings tab: the account's e-mail and password (spec §3, §4). */
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
