import fp from 'fastify-plugin';
import type { TAccount } from '@portal/shared/api/contract';
import type { Origin, PaymentProvider, SubscriptionStatus } from '@portal/shared/constants';
import type { Queryable } from '../db/db';
import { toAccountDto, type AccountRow } from './account-dto';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  origin: Origin;
}

export interface NewSubscription {
  provider: PaymentProvider;
  status: SubscriptionStatus;
  availableUsers: number;
}

const SELECT_ACCOUNT = `
  SELECT a.id, a.email, a.first_name, a.last_name, a.phone,
         a.phone_verified_at IS NOT NULL AS phone_verified, a.origin, a.receive_invoices,
         s.provider AS sub_provider, s.status AS sub_status,
         s.available_users AS sub_available_users, s.grace_expires AS sub_grace_expires
  FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id`;

function createRepository(db: Queryable) {
  return {
    async findById(id: string, q: Queryable = db): Promise<TAccount | null> {
      const row = await q.one<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
      return row ? toAccountDto(row) : null;
    },

    /**
     * The account of a live login, in one round trip: the account with its subscription, only
     * while the login (refresh-token family) is neither revoked nor past its end.
     */
    async findForLogin(accountId: string, familyId: string): Promise<TAccount | null> {
      const row = await db.one<AccountRow>(
        `${SELECT_ACCOUNT}
         WHERE a.id = $1 AND EXISTS (
           SELECT 1 FROM refresh_tokens t
           WHERE t.family_id = $2 AND t.account_id = a.id AND t.audience = 'portal'
             AND t.revoked_at IS NULL AND t.login_expires_at > now())`,
        [accountId, familyId],
      );
      return row ? toAccountDto(row) : null;
    },

    /** Credentials for a login; e-mails are stored lower-cased. */
    async findCredentials(email: string): Promise<{ id: string; passwordHash: string } | null> {
      const row = await db.one<{ id: string; password_hash: string }>(
        'SELECT id, password_hash FROM accounts WHERE email = $1',
        [email.toLowerCase()],
      );
      return row ? { id: row.id, passwordHash: row.password_hash } : null;
    },

    /** Inserts an account; a taken e-mail throws the driver's unique-violation error. */
    async create(account: NewAccount, q: Queryable = db): Promise<string> {
      const row = await q.one<{ id: string }>(
        `INSERT INTO accounts (email, first_name, last_name, phone, password_hash, origin)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          account.email.toLowerCase(),
          account.firstName,
          account.lastName,
          account.phone,
          account.passwordHash,
          account.origin,
        ],
      );
      return row!.id;
    },

    async attachSubscription(accountId: string, sub: NewSubscription, q: Queryable = db) {
      await q.query(
        `INSERT INTO subscriptions (account_id, provider, status, available_users)
         VALUES ($1, $2, $3, $4)`,
        [accountId, sub.provider, sub.status, sub.availableUsers],
      );
    },
  };
}

export type AccountsRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

export default fp(
  async function accountsRepository(fastify) {
    fastify.decorate('accountsRepository', createRepository(fastify.db));
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);
