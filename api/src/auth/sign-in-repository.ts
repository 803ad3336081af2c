import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { PHONE_KEY_SQL } from '../accounts/phone-key';
import type { Queryable } from '../db/db';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountContact {
  id: string;
  email: string;
  firstName: string;
  locale: string | null;
}

const CONTACT = 'id, email, first_name AS "firstName", locale';

/** Who a number signs in to: the one account that proved it, or why none. */
export type PhoneOwner =
  | { kind: 'proven'; account: AccountContact }
  /** Several accounts have this number and none proved it: which one is meant is unknown. */
  | { kind: 'ambiguous' }
  /** No account has it, or one has it unproven: answered alike, so nothing is learnt. */
  | { kind: 'none' };

/** The SQL of phone, Google/Apple and recovery sign-in (migrations 004 and 009). */
function createRepository(db: Queryable) {
  return {
    /**
     * The account a number signs in to: the one that proved it. Never the newest or any other
     * guess: without exactly one proof, several accounts with the number are "ambiguous".
     */
    async findPhoneOwner(e164: string): Promise<PhoneOwner> {
      // Proven rows first. Migration 009's index allows one per number; two would be ambiguous too.
      const rows = await db.query<AccountContact & { proven: boolean }>(
        `SELECT ${CONTACT}, phone_verified_at IS NOT NULL AS proven FROM accounts
         WHERE ${PHONE_KEY_SQL} = $1
         ORDER BY proven DESC LIMIT 2`,
        [e164],
      );
      const [first, second] = rows;
      if (first?.proven && !second?.proven) return { kind: 'proven', account: first };
      return rows.length > 1 ? { kind: 'ambiguous' } : { kind: 'none' };
    },

    async findByEmail(email: string): Promise<AccountContact | null> {
      const row = await db.one<AccountContact>(`SELECT ${CONTACT} FROM accounts WHERE email = $1`, [
        email.toLowerCase(),
      ]);
      return row ?? null;
    },

    async findContact(accountId: string, q: Queryable = db): Promise<AccountContact | null> {
      return (
        (await q.one<AccountContact>(`SELECT ${CONTACT} FROM accounts WHERE id = $1`, [
          accountId,
        ])) ?? null
      );
    },

    /** An account whose e-mail the customer has proven (recovery link, e-mail change code). */
    async findByVerifiedEmail(email: string): Promise<string | null> {
      const row = await db.one<{ id: string }>(
        'SELECT id FROM accounts WHERE email = $1 AND email_verified_at IS NOT NULL',
        [email.toLowerCase()],
      );
      return row?.id ?? null;
    },

    /** The language the account's e-mails are written in: that of its last sign-in. */
    async rememberLocale(accountId: string, locale: string) {
      await db.query(
        'UPDATE accounts SET locale = $2 WHERE id = $1 AND locale IS DISTINCT FROM $2',
        [accountId, locale],
      );
    },

    async findIdentity(provider: SocialProvider, subject: string): Promise<string | null> {
      const row = await db.one<{ account_id: string }>(
        'SELECT account_id FROM account_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return row?.account_id ?? null;
    },

    async linkIdentity(
      provider: SocialProvider,
      subject: string,
      accountId: string,
      email: string,
    ) {
      await db.query(
        `INSERT INTO account_identities (provider, subject, account_id, email)
         VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING`,
        [provider, subject, accountId, email],
      );
    },

    /** A new single-use recovery token (32 random bytes), stored as its SHA-256. */
    async createRecoveryToken(
      accountId: string,
      ttlSeconds: number,
      q: Queryable = db,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.query(
        `INSERT INTO password_recovery_tokens (account_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [accountId, sha256(token), ttlSeconds],
      );
      return token;
    },

    /** A recovery link for a member's own password (issue 37, migration 036). */
    async createMemberRecoveryToken(
      memberId: string,
      ttlSeconds: number,
      q: Queryable,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.query(
        `INSERT INTO password_recovery_tokens (member_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [memberId, sha256(token), ttlSeconds],
      );
      return token;
    },

    /**
     * Spends a live member recovery link (and every other of the member's): the member's id, or
     * null when the token is no live member link.
     */
    async spendMemberRecoveryToken(token: string, q: Queryable): Promise<string | null> {
      const row = await q.one<{ member_id: string }>(
        `UPDATE password_recovery_tokens SET used_at = now()
         WHERE token_hash = $1 AND member_id IS NOT NULL AND used_at IS NULL
           AND expires_at > now()
         RETURNING member_id`,
        [sha256(token)],
      );
      if (!row) return null;
      await q.query(
        'UPDATE password_recovery_tokens SET used_at = now() WHERE member_id = $1 AND used_at IS NULL',
        [row.member_id],
      );
      return row.member_id;
    },

    /** Where a recovery token stands, spending nothing: null when no link has it. */
    async recoveryTokenState(
      token: string,
    ): Promise<{ state: 'live'; expiresIn: number } | { state: 'used' | 'expired' } | null> {
      const row = await db.one<{ used: boolean; expires_in: number }>(
        `SELECT used_at IS NOT NULL AS used,
           floor(extract(epoch FROM expires_at - now()))::int AS expires_in
         FROM password_recovery_tokens WHERE token_hash = $1`,
        [sha256(token)],
      );
      if (!row) return null;
      if (row.used) return { state: 'used' };
      return row.expires_in > 0
        ? { state: 'live', expiresIn: row.expires_in }
        : { state: 'expired' };
    },

    /** Spends a live token and every other of its account; null when it is unknown, old or used. */
    async spendRecoveryToken(token: string, q: Queryable): Promise<string | null> {
      const row = await q.one<{ account_id: string }>(
        `UPDATE password_recovery_tokens SET used_at = now()
         WHERE token_hash = $1 AND account_id IS NOT NULL AND used_at IS NULL
           AND expires_at > now()
         RETURNING account_id`,
        [sha256(token)],
      );
      if (!row) return null;
      await q.query(
        'UPDATE password_recovery_tokens SET used_at = now() WHERE account_id = $1 AND used_at IS NULL',
        [row.account_id],
      );
      return row.account_id;
    },

    /** New password; following the link also proves the e-mail address. */
    async resetPassword(accountId: string, passwordHash: string, q: Queryable) {
      await q.query(
        `UPDATE accounts SET password_hash = $2, updated_at = now(),
           email_verified_at = coalesce(email_verified_at, now())
         WHERE id = $1`,
        [accountId, passwordHash],
      );
    },

    /** Remembers an OpenID authorisation in progress, keyed by its state. */
    async saveOidcFlow(
      state: string,
      flow: { provider: SocialProvider; codeVerifier: string; nonce: string },
      ttlSeconds: number,
    ) {
      await db.query(
        `INSERT INTO oidc_flows (state_hash, provider, code_verifier, nonce, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [sha256(state), flow.provider, flow.codeVerifier, flow.nonce, ttlSeconds],
      );
    },

    /** Takes the flow of this state once; a replay, another provider or a stale state gets null. */
    async spendOidcFlow(
      state: string,
      provider: SocialProvider,
    ): Promise<{ codeVerifier: string; nonce: string } | null> {
      const row = await db.one<{ code_verifier: string; nonce: string }>(
        `UPDATE oidc_flows SET used_at = now()
         WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING code_verifier, nonce`,
        [sha256(state), provider],
      );
      // Old rows are of no use to anyone: dropped as we go.
      await db.query("DELETE FROM oidc_flows WHERE expires_at < now() - interval '1 day'");
      return row ? { codeVerifier: row.code_verifier, nonce: row.nonce } : null;
    },
  };
}

export type SignInRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    signInRepository: SignInRepository;
  }
}

export default fp(
  async function signInRepository(fastify) {
    fastify.decorate('signInRepository', createRepository(fastify.db));
  },
  { name: 'sign-in-repository', dependencies: ['db'] },
);
