import fp from 'fastify-plugin';
import type { TAccount } from '@portal/shared/api/contract';
import type { Origin, PaymentProvider, SubscriptionStatus } from '@portal/shared/constants';
import type { Queryable } from '../db/db';
import { toAccountDto, withCaller, type AccountRow, type CallerRow } from './account-dto';

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

const ACCOUNT_COLUMNS = `
  a.id, a.email, a.first_name, a.last_name, a.phone,
  a.phone_verified_at IS NOT NULL AS phone_verified, a.origin, a.receive_invoices,
  a.billing_contacts, s.provider AS sub_provider, s.status AS sub_status,
  s.available_users AS sub_available_users, s.grace_expires AS sub_grace_expires,
  s.cancel_at AS sub_cancel_at`;
const ACCOUNT_FROM = 'FROM accounts a LEFT JOIN subscriptions s ON s.account_id = a.id';
const SELECT_ACCOUNT = `SELECT ${ACCOUNT_COLUMNS} ${ACCOUNT_FROM}`;

/**
 * Whether the caller has a second factor (issue 38): a confirmed authenticator app or a passkey,
 * the owner's (`account_id`) or the member's own.
 */
const CALLER_ENROLLED = `CASE WHEN ms.member_id IS NULL THEN
    EXISTS (SELECT 1 FROM totp_factors f WHERE f.account_id = a.id AND f.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM passkeys p WHERE p.account_id = a.id)
  ELSE
    EXISTS (SELECT 1 FROM totp_factors f
            WHERE f.member_id = ms.member_id AND f.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM passkeys p WHERE p.member_id = ms.member_id)
  END`;

/**
 * The account with its caller (issue 37): the member `$memberParam` names (null: the owner), their
 * role and who they are, from `memberships ms` and `members m`; the account's second-factor policy
 * and whether the caller has a factor (issue 38).
 */
const selectAccountAndCaller = (memberParam: string) => `
  SELECT ${ACCOUNT_COLUMNS}, ms.role AS caller_role, m.id AS member_id, m.email AS member_email,
         m.first_name AS member_first_name, m.last_name AS member_last_name,
         a.second_factor_policy AS sf_policy, ${CALLER_ENROLLED} AS sf_enrolled
  ${ACCOUNT_FROM}
  LEFT JOIN memberships ms ON ms.account_id = a.id AND ms.member_id = ${memberParam}::uuid
  LEFT JOIN members m ON m.id = ms.member_id`;

/** The login check of an owner's login (findForLogin): the account's own, no member. */
const OWNER_LOGIN_SQL = `${selectAccountAndCaller('NULL')}
  WHERE a.id = $1 AND EXISTS (
    SELECT 1 FROM refresh_tokens t
    WHERE t.family_id = $2 AND t.account_id = a.id AND t.audience = 'portal'
      AND t.member_id IS NULL AND t.revoked_at IS NULL AND t.login_expires_at > now())`;

/** The login check of a member's login (findForLogin): only while the membership lasts. */
const MEMBER_LOGIN_SQL = `${selectAccountAndCaller('$3')}
  WHERE a.id = $1 AND ms.member_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM refresh_tokens t
    WHERE t.family_id = $2 AND t.account_id = a.id AND t.audience = 'portal'
      AND t.member_id = $3::uuid AND t.revoked_at IS NULL AND t.login_expires_at > now())`;

/** Exported for the bare server of `npm run bench:api`, which runs the same statements. */
export function createRepository(db: Queryable) {
  return {
    async findById(id: string, q: Queryable = db): Promise<TAccount | null> {
      const row = await q.one<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
      return row ? toAccountDto(row) : null;
    },

    /**
     * The account of a live login, in one round trip: the account with its subscription and the
     * caller's role, only while the login (refresh-token family) is neither revoked nor past its
     * end, is the login of `memberId` (null: the owner's own), and that member still belongs to
     * the account (issue 37).
     */
    async findForLogin(
      accountId: string,
      familyId: string,
      memberId: string | null,
    ): Promise<TAccount | null> {
      // Every authenticated request runs this: one fixed text for the owner's logins and one for
      // the members', kept prepared (planning it was most of its time), each with a plan of its own.
      const row = memberId
        ? await db.one<AccountRow & CallerRow>(MEMBER_LOGIN_SQL, [accountId, familyId, memberId], {
            prepare: true,
          })
        : await db.one<AccountRow & CallerRow>(OWNER_LOGIN_SQL, [accountId, familyId], {
            prepare: true,
          });
      return row ? withCaller(toAccountDto(row), row) : null;
    },

    /**
     * The account as `memberId` (null: the owner) sees it at sign-in: with their role and, for a
     * member, who they are; null when the account is gone or the member no longer belongs to it.
     */
    async findForCaller(
      accountId: string,
      memberId: string | null,
      q: Queryable = db,
    ): Promise<TAccount | null> {
      const row = await q.one<AccountRow & CallerRow>(
        `${selectAccountAndCaller('$2')}
         WHERE a.id = $1 AND ($2::uuid IS NULL OR ms.member_id IS NOT NULL)`,
        [accountId, memberId],
      );
      return row ? withCaller(toAccountDto(row), row) : null;
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
