import fp from 'fastify-plugin';
import type { TPasskey } from '@portal/shared/api/security';
import type { Queryable } from '../db/db';
import { isUuid } from '../members/members-repository';

/**
 * A person (issue 38): the account's own login (its owner) or a member, exactly one of the two.
 * A member's passkeys are theirs in every account they belong to.
 */
export type Person = { accountId: string; memberId: null } | { accountId: null; memberId: string };

/** The person behind a request: its member, else the account's own login. */
export const personOf = (request: { accountId: string; memberId: string | null }): Person =>
  request.memberId
    ? { accountId: null, memberId: request.memberId }
    : { accountId: request.accountId, memberId: null };

/** A stored credential, as the WebAuthn verification needs it. */
export interface PasskeyCredential {
  id: string;
  person: Person;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export type ChallengePurpose = 'register' | 'sign-in' | 'second-factor';

export interface StoredChallenge {
  purpose: ChallengePurpose;
  person: Person | null;
  signInChallenge: string | null;
}

// `(account_id = $1 OR member_id = $2)` with one of them null matches exactly the person's rows.
const OF_PERSON = '(account_id = $1::uuid OR member_id = $2::uuid)';
const PASSKEY = `id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt",
  backed_up AS "backedUp"`;

interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

const toPasskey = (row: PasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  backedUp: row.backedUp,
});

const personOfRow = (row: { account_id: string | null; member_id: string | null }): Person =>
  row.member_id
    ? { accountId: null, memberId: row.member_id }
    : { accountId: row.account_id as string, memberId: null };

export function createPasskeysRepository(db: Queryable) {
  return {
    /** The person's passkeys, oldest first (GET /v2/security lists them). */
    async listForPerson(person: Person, q: Queryable = db): Promise<TPasskey[]> {
      const rows = await q.query<PasskeyRow>(
        `SELECT ${PASSKEY} FROM passkeys WHERE ${OF_PERSON} ORDER BY created_at, id`,
        [person.accountId, person.memberId],
      );
      return rows.map(toPasskey);
    },

    /** Does the person have a passkey (a second factor)? */
    async hasAny(person: Person, q: Queryable = db): Promise<boolean> {
      const row = await q.one<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM passkeys WHERE ${OF_PERSON}) AS found`,
        [person.accountId, person.memberId],
      );
      return row?.found === true;
    },

    /** The person's credentials (ids and transports), for exclude and allow lists. */
    async credentialsOf(
      person: Person,
      q: Queryable = db,
    ): Promise<{ id: string; transports: string[] }[]> {
      const rows = await q.query<{ credential_id: string; transports: string[] }>(
        `SELECT credential_id, transports FROM passkeys WHERE ${OF_PERSON} ORDER BY created_at`,
        [person.accountId, person.memberId],
      );
      return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
    },

    async findByCredentialId(
      credentialId: string,
      q: Queryable = db,
    ): Promise<PasskeyCredential | null> {
      const row = await q.one<{
        id: string;
        account_id: string | null;
        member_id: string | null;
        credential_id: string;
        public_key: Uint8Array;
        counter: number | string;
        transports: string[];
      }>(
        `SELECT id, account_id, member_id, credential_id, public_key, counter, transports
         FROM passkeys WHERE credential_id = $1`,
        [credentialId],
      );
      if (!row) return null;
      return {
        id: row.id,
        person: personOfRow(row),
        credentialId: row.credential_id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: row.transports,
      };
    },

    /** Stores a new credential; null when that credential is already registered. */
    async insert(
      person: Person,
      passkey: {
        name: string;
        credentialId: string;
        publicKey: Uint8Array;
        counter: number;
        transports: string[];
        backedUp: boolean;
      },
      q: Queryable = db,
    ): Promise<TPasskey | null> {
      const row = await q.one<PasskeyRow>(
        `INSERT INTO passkeys
           (account_id, member_id, credential_id, public_key, counter, transports, backed_up, name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (credential_id) DO NOTHING
         RETURNING ${PASSKEY}`,
        [
          person.accountId,
          person.memberId,
          passkey.credentialId,
          Buffer.from(passkey.publicKey),
          passkey.counter,
          passkey.transports,
          passkey.backedUp,
          passkey.name,
        ],
      );
      return row ? toPasskey(row) : null;
    },

    /** Renames one of the person's passkeys; null when it is not theirs (or does not exist). */
    async rename(
      person: Person,
      id: string,
      name: string,
      q: Queryable = db,
    ): Promise<{ before: string; passkey: TPasskey } | null> {
      if (!isUuid(id)) return null;
      const row = await q.one<PasskeyRow & { before: string }>(
        `UPDATE passkeys p SET name = $4
         FROM (SELECT id, name AS before FROM passkeys WHERE id = $3 AND ${OF_PERSON} FOR UPDATE) old
         WHERE p.id = old.id
         RETURNING p.id, p.name, p.created_at AS "createdAt", p.last_used_at AS "lastUsedAt",
                   p.backed_up AS "backedUp", old.before`,
        [person.accountId, person.memberId, id, name],
      );
      return row ? { before: row.before, passkey: toPasskey(row) } : null;
    },

    /** Removes one of the person's passkeys; its name, or null when it is not theirs. */
    async remove(person: Person, id: string, q: Queryable = db): Promise<string | null> {
      if (!isUuid(id)) return null;
      const row = await q.one<{ name: string }>(
        `DELETE FROM passkeys WHERE id = $3 AND ${OF_PERSON} RETURNING name`,
        [person.accountId, person.memberId, id],
      );
      return row?.name ?? null;
    },

    /**
     * An assertion passed: the new counter and the sync state are kept, and the time of use. The
     * counter only moves forward (a concurrent older assertion does not write it back); false
     * when it did not (the assertion is then refused).
     */
    async markUsed(
      id: string,
      newCounter: number,
      backedUp: boolean,
      q: Queryable = db,
    ): Promise<boolean> {
      const row = await q.one<{ id: string }>(
        `UPDATE passkeys SET counter = $2, backed_up = $3, last_used_at = now()
         WHERE id = $1 AND (counter < $2 OR ($2 = 0 AND counter = 0))
         RETURNING id`,
        [id, newCounter, backedUp],
      );
      return row !== undefined;
    },

    /** The account a member's passkey signs in to: that of their latest sign-in (as a password). */
    async latestAccountOfMember(memberId: string, q: Queryable = db): Promise<string | null> {
      const row = await q.one<{ account_id: string }>(
        `SELECT account_id FROM memberships WHERE member_id = $1
         ORDER BY last_sign_in_at DESC NULLS LAST, created_at DESC LIMIT 1`,
        [memberId],
      );
      return row?.account_id ?? null;
    },

    /** Keeps a WebAuthn challenge for `seconds`; expired ones are swept on the way. */
    async saveChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      person: Person | null,
      signInChallenge: string | null,
      seconds: number,
      q: Queryable = db,
    ): Promise<void> {
      await q.query('DELETE FROM webauthn_challenges WHERE expires_at < now()');
      await q.query(
        `INSERT INTO webauthn_challenges
           (challenge, purpose, account_id, member_id, sign_in_challenge, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [
          challenge,
          purpose,
          person?.accountId ?? null,
          person?.memberId ?? null,
          signInChallenge,
          seconds,
        ],
      );
    },

    /**
     * Takes a challenge of this purpose out (single use: deleted by this one statement, so two
     * instances cannot both use it); null when unknown, expired or already used.
     */
    async takeChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      q: Queryable = db,
    ): Promise<StoredChallenge | null> {
      const row = await q.one<{
        purpose: ChallengePurpose;
        account_id: string | null;
        member_id: string | null;
        sign_in_challenge: string | null;
        live: boolean;
      }>(
        `DELETE FROM webauthn_challenges WHERE challenge = $1 AND purpose = $2
         RETURNING purpose, account_id, member_id, sign_in_challenge, expires_at > now() AS live`,
        [challenge, purpose],
      );
      if (!row?.live) return null;
      return {
        purpose: row.purpose,
        person: row.account_id || row.member_id ? personOfRow(row) : null,
        signInChallenge: row.sign_in_challenge,
      };
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    passkeysRepository: PasskeysRepository;
  }
}

export default fp(
  async function passkeysRepositoryPlugin(fastify) {
    fastify.decorate('passkeysRepository', createPasskeysRepository(fastify.db));
  },
  { name: 'passkeys-repository', dependencies: ['db'] },
);
