import fp from 'fastify-plugin';
import type { Origin } from '@portal/shared/constants';
import type { Queryable } from '../db/db';

export interface InvitationRecord {
  id: string;
  accountId: string;
  origin: Origin;
  expiresAt: Date;
}

interface InvitationRow {
  id: string;
  account_id: string;
  origin: Origin;
  expires_at: Date;
}

const toRecord = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  accountId: row.account_id,
  origin: row.origin,
  expiresAt: new Date(row.expires_at),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SELECT = `SELECT i.id, i.account_id, i.expires_at, a.origin
  FROM invitations i JOIN accounts a ON a.id = i.account_id`;

function createRepository(db: Queryable) {
  return {
    /** `lock`: hold the row until the transaction ends (accepting it must not race a delete). */
    async findById(id: string, q: Queryable = db, lock = false): Promise<InvitationRecord | null> {
      if (!UUID.test(id)) return null;
      const row = await q.one<InvitationRow>(
        `${SELECT} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`,
        [id],
      );
      return row ? toRecord(row) : null;
    },

    async findForAccount(accountId: string): Promise<InvitationRecord | null> {
      const row = await db.one<InvitationRow>(`${SELECT} WHERE i.account_id = $1`, [accountId]);
      return row ? toRecord(row) : null;
    },

    /** The account's new link; the previous one, if any, stops working in the same statement. */
    async replace(accountId: string, expiresAt: Date): Promise<{ id: string; expiresAt: Date }> {
      const row = await db.one<{ id: string; expires_at: Date }>(
        `INSERT INTO invitations (account_id, expires_at) VALUES ($1, $2)
         ON CONFLICT (account_id)
           DO UPDATE SET id = gen_random_uuid(), expires_at = EXCLUDED.expires_at, created_at = now()
         RETURNING id, expires_at`,
        [accountId, expiresAt],
      );
      return { id: row!.id, expiresAt: new Date(row!.expires_at) };
    },

    async delete(id: string): Promise<void> {
      await db.query('DELETE FROM invitations WHERE id = $1', [id]);
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    invitationsRepository: InvitationsRepository;
  }
}

export default fp(
  async function invitationsRepository(fastify) {
    fastify.decorate('invitationsRepository', createRepository(fastify.db));
  },
  { name: 'invitations-repository', dependencies: ['db'] },
);
