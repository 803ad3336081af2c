import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TPasskey, TSecondFactorPolicy } from '@portal/shared/api/security';
import type { Queryable } from '../db/db';

/**
 * A person who signs in: the account's own login (its owner, `memberId` null) or a member. A
 * member's factors are theirs in every account they belong to (migration 040).
 */
export interface Person {
  accountId: string;
  memberId: string | null;
}

/** The column and value naming a person's rows in the factor tables. */
export function personKey(person: Person): { column: 'account_id' | 'member_id'; id: string } {
  return person.memberId
    ? { column: 'member_id', id: person.memberId }
    : { column: 'account_id', id: person.accountId };
}

/** Tokens (challenges, links) and recovery codes are stored as their SHA-256 only. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface FactorsRow {
  totp: boolean;
  totpEnabledAt: Date | null;
  recoveryCodesLeft: number;
  passkeys: number;
}

export interface ChallengeRow {
  accountId: string;
  memberId: string | null;
  failures: number;
}

export interface TotpRow {
  id: string;
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastStep: number | null;
}

export interface RecoveryRow {
  id: string;
  accountId: string;
  memberId: string | null;
  linkExpiresAt: Date;
  confirmedAt: Date | null;
  completesAt: Date | null;
}

function createRepository(db: Queryable) {
  return {
    /** What the person has: a confirmed authenticator app, recovery codes left, passkeys. */
    async factorsOf(person: Person, q: Queryable = db): Promise<FactorsRow> {
      const { column, id } = personKey(person);
      const row = await q.one<{
        totp_enabled_at: Date | null;
        codes: string | number;
        passkeys: string | number;
      }>(
        `SELECT (SELECT confirmed_at FROM totp_factors WHERE ${column} = $1) AS totp_enabled_at,
                (SELECT count(*) FROM recovery_codes WHERE ${column} = $1 AND used_at IS NULL) AS codes,
                (SELECT count(*) FROM passkeys WHERE ${column} = $1) AS passkeys`,
        [id],
      );
      return {
        totp: row?.totp_enabled_at != null,
        totpEnabledAt: row?.totp_enabled_at ? new Date(row.totp_enabled_at) : null,
        recoveryCodesLeft: Number(row?.codes ?? 0),
        passkeys: Number(row?.passkeys ?? 0),
      };
    },

    /** The person's passkeys as the settings list shows them (the passkeys table, migration 040). */
    async passkeysOf(person: Person): Promise<TPasskey[]> {
      const { column, id } = personKey(person);
      const rows = await db.query<{
        id: string;
        name: string;
        created_at: Date;
        last_used_at: Date | null;
        backed_up: boolean;
      }>(
        `SELECT id, name, created_at, last_used_at, backed_up FROM passkeys
         WHERE ${column} = $1 ORDER BY created_at, id`,
        [id],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
        backedUp: row.backed_up,
      }));
    },

    // --- The second-factor step's challenges --------------------------------------------------

    /** A new challenge for the person (the expired ones are swept on the way). */
    async createChallenge(person: Person, ttlSeconds: number): Promise<string> {
      const token = newToken();
      await db.query('DELETE FROM second_factor_challenges WHERE expires_at < now()');
      await db.query(
        `INSERT INTO second_factor_challenges (token_hash, account_id, member_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [sha256(token), person.accountId, person.memberId, ttlSeconds],
      );
      return token;
    },

    /** The live challenge, else null. */
    async challenge(token: string): Promise<ChallengeRow | null> {
      const row = await db.one<{ account_id: string; member_id: string | null; failures: number }>(
        `SELECT account_id, member_id, failures FROM second_factor_challenges
         WHERE token_hash = $1 AND expires_at > now()`,
        [sha256(token)],
      );
      return row
        ? { accountId: row.account_id, memberId: row.member_id, failures: row.failures }
        : null;
    },

    /**
     * Counts a wrong code against the challenge, atomically; answers the failures so far (the
     * challenge is deleted at `max`), or null when it was no longer live.
     */
    async failChallenge(token: string, max: number): Promise<number | null> {
      const row = await db.one<{ failures: number }>(
        `UPDATE second_factor_challenges SET failures = failures + 1
         WHERE token_hash = $1 AND expires_at > now() RETURNING failures`,
        [sha256(token)],
      );
      if (!row) return null;
      if (row.failures >= max)
        await db.query('DELETE FROM second_factor_challenges WHERE token_hash = $1', [
          sha256(token),
        ]);
      return row.failures;
    },

    /** Spends the challenge: its person when it was live, else null (used once, by one caller). */
    async consumeChallenge(token: string): Promise<ChallengeRow | null> {
      const row = await db.one<{ account_id: string; member_id: string | null; failures: number }>(
        `DELETE FROM second_factor_challenges WHERE token_hash = $1 AND expires_at > now()
         RETURNING account_id, member_id, failures`,
        [sha256(token)],
      );
      return row
        ? { accountId: row.account_id, memberId: row.member_id, failures: row.failures }
        : null;
    },

    // --- The authenticator app ------------------------------------------------------------------

    async totpOf(person: Person, q: Queryable = db): Promise<TotpRow | null> {
      const { column, id } = personKey(person);
      const row = await q.one<{
        id: string;
        secret_encrypted: string;
        confirmed_at: Date | null;
        last_step: string | number | null;
      }>(
        `SELECT id, secret_encrypted, confirmed_at, last_step FROM totp_factors WHERE ${column} = $1`,
        [id],
      );
      return row
        ? {
            id: row.id,
            secretEncrypted: row.secret_encrypted,
            confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
            lastStep: row.last_step === null ? null : Number(row.last_step),
          }
        : null;
    },

    /**
     * Stores a pending secret (replacing a pending one); false when the person's app is already
     * confirmed (it is turned off first).
     */
    async savePendingTotp(person: Person, secretEncrypted: string): Promise<boolean> {
      const { column, id } = personKey(person);
      const row = await db.one<{ id: string }>(
        `INSERT INTO totp_factors (${column}, secret_encrypted) VALUES ($1, $2)
         ON CONFLICT (${column}) DO UPDATE
           SET secret_encrypted = EXCLUDED.secret_encrypted, created_at = now(), last_step = NULL
           WHERE totp_factors.confirmed_at IS NULL
         RETURNING id`,
        [id, secretEncrypted],
      );
      return row !== undefined;
    },

    /**
     * Accepts the code of time step `step` once: true when no code of this or a later step was
     * accepted before (atomic, so two requests with the same code cannot both pass).
     */
    async acceptStep(totpId: string, step: number, q: Queryable = db): Promise<boolean> {
      const row = await q.one<{ id: string }>(
        `UPDATE totp_factors SET last_step = $2
         WHERE id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING id`,
        [totpId, step],
      );
      return row !== undefined;
    },

    /** The pending app confirmed by its first code (of `step`); false when it was not pending. */
    async confirmTotp(totpId: string, step: number, q: Queryable = db): Promise<boolean> {
      const row = await q.one<{ id: string }>(
        `UPDATE totp_factors SET confirmed_at = now(), last_step = $2
         WHERE id = $1 AND confirmed_at IS NULL RETURNING id`,
        [totpId, step],
      );
      return row !== undefined;
    },

    /** Turns the app off and with it the recovery codes (they go with the app). */
    async removeTotp(person: Person, q: Queryable = db): Promise<void> {
      const { column, id } = personKey(person);
      await q.query(`DELETE FROM totp_factors WHERE ${column} = $1`, [id]);
      await q.query(`DELETE FROM recovery_codes WHERE ${column} = $1`, [id]);
    },

    /** Every factor of the person: app, recovery codes, passkeys (the lost-factor recovery). */
    async removeAllFactors(person: Person, q: Queryable = db): Promise<void> {
      const { column, id } = personKey(person);
      await q.query(`DELETE FROM totp_factors WHERE ${column} = $1`, [id]);
      await q.query(`DELETE FROM recovery_codes WHERE ${column} = $1`, [id]);
      await q.query(`DELETE FROM passkeys WHERE ${column} = $1`, [id]);
    },

    // --- Recovery codes ------------------------------------------------------------------------

    /** The person's new set (the old one stops working), given as the codes' hashes. */
    async replaceRecoveryCodes(person: Person, hashes: string[], q: Queryable = db): Promise<void> {
      const { column, id } = personKey(person);
      await q.query(`DELETE FROM recovery_codes WHERE ${column} = $1`, [id]);
      await q.query(
        `INSERT INTO recovery_codes (${column}, code_hash)
         SELECT $1, h FROM unnest($2::text[]) AS h`,
        [id, hashes],
      );
    },

    /** Spends one unused code (by its hash): true once, false after or for a wrong one. */
    async useRecoveryCode(person: Person, hash: string): Promise<boolean> {
      const { column, id } = personKey(person);
      const row = await db.one<{ id: string }>(
        `UPDATE recovery_codes SET used_at = now()
         WHERE ${column} = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [id, hash],
      );
      return row !== undefined;
    },

    /** Who the person is, to write to them: e-mail, names, language, password hash. */
    async contactOf(person: Person, q: Queryable = db): Promise<PersonContact | null> {
      const row = person.memberId
        ? await q.one<ContactRowDb>(
            `SELECT email, first_name, last_name, NULL AS locale, password_hash
             FROM members WHERE id = $1`,
            [person.memberId],
          )
        : await q.one<ContactRowDb>(
            `SELECT email, first_name, last_name, locale, password_hash
             FROM accounts WHERE id = $1`,
            [person.accountId],
          );
      return row
        ? {
            email: row.email,
            firstName: row.first_name ?? '',
            lastName: row.last_name ?? '',
            locale: row.locale,
            passwordHash: row.password_hash,
          }
        : null;
    },

    // --- The account's policy ------------------------------------------------------------------

    async policyOf(accountId: string): Promise<TSecondFactorPolicy> {
      const row = await db.one<{ second_factor_policy: TSecondFactorPolicy }>(
        'SELECT second_factor_policy FROM accounts WHERE id = $1',
        [accountId],
      );
      return row?.second_factor_policy ?? 'off';
    },

    async setPolicy(accountId: string, policy: TSecondFactorPolicy): Promise<void> {
      await db.query('UPDATE accounts SET second_factor_policy = $2 WHERE id = $1', [
        accountId,
        policy,
      ]);
    },

    // --- The lost-factor recovery --------------------------------------------------------------

    /** A new recovery link for the person (signing in to `person.accountId`). */
    async createRecovery(person: Person, linkTtlSeconds: number, q: Queryable = db) {
      const token = newToken();
      await q.query(
        `INSERT INTO second_factor_recoveries (account_id, member_id, token_hash, link_expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [person.accountId, person.memberId, sha256(token), linkTtlSeconds],
      );
      return token;
    },

    /**
     * Opens the link: the waiting period starts (once; a second opening answers the same end).
     * Null for an unknown, expired or cancelled link.
     */
    async confirmRecovery(
      token: string,
      waitSeconds: number,
      q: Queryable = db,
    ): Promise<(RecoveryRow & { firstTime: boolean }) | null> {
      const started = await q.one<RecoveryRowDb>(
        `UPDATE second_factor_recoveries
         SET confirmed_at = now(), completes_at = now() + make_interval(secs => $2)
         WHERE token_hash = $1 AND confirmed_at IS NULL AND canceled_at IS NULL
           AND link_expires_at > now()
         RETURNING ${RECOVERY_COLUMNS}`,
        [sha256(token), waitSeconds],
      );
      if (started) return { ...recoveryOf(started), firstTime: true };
      const again = await q.one<RecoveryRowDb>(
        `SELECT ${RECOVERY_COLUMNS} FROM second_factor_recoveries
         WHERE token_hash = $1 AND confirmed_at IS NOT NULL AND canceled_at IS NULL
           AND completed_at IS NULL`,
        [sha256(token)],
      );
      return again ? { ...recoveryOf(again), firstTime: false } : null;
    },

    /**
     * The person's recovery whose waiting period is over, marked done: true when one was (the
     * caller removes the factors in the same transaction).
     */
    async completeDueRecovery(person: Person, q: Queryable = db): Promise<boolean> {
      const { column, id } = personKey(person);
      const rows = await q.query<{ id: string }>(
        `UPDATE second_factor_recoveries SET completed_at = now()
         WHERE ${column} = $1 AND confirmed_at IS NOT NULL AND completes_at <= now()
           AND completed_at IS NULL AND canceled_at IS NULL
           ${column === 'account_id' ? 'AND member_id IS NULL' : ''}
         RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    /** A sign-in with a factor: the person has it after all, their open recoveries end. */
    async cancelRecoveries(person: Person, q: Queryable = db): Promise<number> {
      const { column, id } = personKey(person);
      const rows = await q.query<{ id: string }>(
        `UPDATE second_factor_recoveries SET canceled_at = now()
         WHERE ${column} = $1 AND completed_at IS NULL AND canceled_at IS NULL
           ${column === 'account_id' ? 'AND member_id IS NULL' : ''}
         RETURNING id`,
        [id],
      );
      return rows.length;
    },
  };
}

export interface PersonContact {
  email: string;
  firstName: string;
  lastName: string;
  locale: string | null;
  passwordHash: string | null;
}
interface ContactRowDb {
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string | null;
  password_hash: string | null;
}

const RECOVERY_COLUMNS = 'id, account_id, member_id, link_expires_at, confirmed_at, completes_at';
interface RecoveryRowDb {
  id: string;
  account_id: string;
  member_id: string | null;
  link_expires_at: Date;
  confirmed_at: Date | null;
  completes_at: Date | null;
}
const recoveryOf = (row: RecoveryRowDb): RecoveryRow => ({
  id: row.id,
  accountId: row.account_id,
  memberId: row.member_id,
  linkExpiresAt: new Date(row.link_expires_at),
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  completesAt: row.completes_at ? new Date(row.completes_at) : null,
});

export type SecondFactorRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    secondFactorRepository: SecondFactorRepository;
  }
}

export default fp(
  async function secondFactorRepository(fastify) {
    fastify.decorate('secondFactorRepository', createRepository(fastify.db));
  },
  { name: 'second-factor-repository', dependencies: ['db'] },
);
