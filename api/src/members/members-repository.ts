import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TMemberRole } from '@portal/shared/roles/roles';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../errors/app-error';

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A member's role in one account. */
export interface MembershipRow {
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TMemberRole;
  lastSignInAt: Date | null;
}

export interface InvitationRow {
  id: string;
  accountId: string;
  email: string;
  role: TMemberRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const MEMBERSHIP = `m.id AS "memberId", m.email, m.first_name AS "firstName",
  m.last_name AS "lastName", ms.role, ms.last_sign_in_at AS "lastSignInAt"`;
const INVITATION = `id, account_id AS "accountId", email, role, invited_by AS "invitedBy",
  created_at AS "createdAt", expires_at AS "expiresAt", accepted_at AS "acceptedAt",
  revoked_at AS "revokedAt"`;

/** The account a member lands in when they sign in: that of their most recent sign-in. */
const LATEST_ACCOUNT = `(SELECT ms.account_id FROM memberships ms WHERE ms.member_id = m.id
  ORDER BY ms.last_sign_in_at DESC NULLS LAST, ms.created_at DESC LIMIT 1)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Path ids that are no uuid name nothing (and never reach the database as a malformed uuid). */
export const isUuid = (id: string) => UUID.test(id);

function createRepository(db: Db) {
  return {
    /** The members of an account, oldest first. */
    async list(accountId: string, q: Queryable = db): Promise<MembershipRow[]> {
      return q.query<MembershipRow>(
        `SELECT ${MEMBERSHIP} FROM memberships ms JOIN members m ON m.id = ms.member_id
         WHERE ms.account_id = $1 ORDER BY ms.created_at, m.id`,
        [accountId],
      );
    },

    async membership(
      accountId: string,
      memberId: string,
      q: Queryable = db,
    ): Promise<MembershipRow | null> {
      if (!isUuid(memberId)) return null;
      const row = await q.one<MembershipRow>(
        `SELECT ${MEMBERSHIP} FROM memberships ms JOIN members m ON m.id = ms.member_id
         WHERE ms.account_id = $1 AND ms.member_id = $2`,
        [accountId, memberId],
      );
      return row ?? null;
    },

    /** When the owner's own login last started (its newest portal login), null before any. */
    async ownerLastSignIn(accountId: string): Promise<Date | null> {
      const row = await db.one<{ at: Date | null }>(
        `SELECT max(created_at) AS at FROM refresh_tokens
         WHERE account_id = $1 AND audience = 'portal' AND member_id IS NULL`,
        [accountId],
      );
      return row?.at ?? null;
    },

    /**
     * A member's credentials for the e-mail sign-in, with the account of their most recent
     * sign-in (a member of several accounts lands there; the account picker is for later).
     */
    async findCredentials(
      email: string,
    ): Promise<{ memberId: string; passwordHash: string | null; accountId: string | null } | null> {
      const row = await db.one<{
        id: string;
        password_hash: string | null;
        account_id: string | null;
      }>(
        `SELECT m.id, m.password_hash, ${LATEST_ACCOUNT} AS account_id
         FROM members m WHERE m.email = $1`,
        [email.toLowerCase()],
      );
      return row
        ? { memberId: row.id, passwordHash: row.password_hash, accountId: row.account_id }
        : null;
    },

    /**
     * The member a Google or Apple subject signs in as (migration 041), with the account of their
     * most recent sign-in; null when no member has linked it.
     */
    async findIdentity(
      provider: SocialProvider,
      subject: string,
      q: Queryable = db,
    ): Promise<{ memberId: string; accountId: string | null } | null> {
      const row = await q.one<{ member_id: string; account_id: string | null }>(
        `SELECT i.member_id, ${LATEST_ACCOUNT} AS account_id
         FROM member_identities i JOIN members m ON m.id = i.member_id
         WHERE i.provider = $1 AND i.subject = $2`,
        [provider, subject],
      );
      return row ? { memberId: row.member_id, accountId: row.account_id } : null;
    },

    /** Links a provider's subject to the member; false when it is already someone's. */
    async linkIdentity(
      memberId: string,
      identity: { provider: SocialProvider; subject: string; email: string | null },
      q: Queryable,
    ): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO member_identities (provider, subject, member_id, email)
         VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING RETURNING member_id`,
        [identity.provider, identity.subject, memberId, identity.email],
      );
      return rows.length === 1;
    },

    /** The member whose proven number this is (E.164), with their most recent account. */
    async findByPhone(
      e164: string,
      q: Queryable = db,
    ): Promise<{ memberId: string; accountId: string | null } | null> {
      const row = await q.one<{ id: string; account_id: string | null }>(
        `SELECT m.id, ${LATEST_ACCOUNT} AS account_id FROM members m WHERE m.phone = $1`,
        [e164],
      );
      return row ? { memberId: row.id, accountId: row.account_id } : null;
    },

    /** The member's number, proven by a code just now (it replaces the one they had). */
    async setPhone(memberId: string, e164: string, q: Queryable) {
      await q.query('UPDATE members SET phone = $2, phone_verified_at = now() WHERE id = $1', [
        memberId,
        e164,
      ]);
    },

    async findByEmail(
      email: string,
      q: Queryable = db,
    ): Promise<{ id: string; passwordHash: string | null } | null> {
      const row = await q.one<{ id: string; password_hash: string | null }>(
        'SELECT id, password_hash FROM members WHERE email = $1',
        [email.toLowerCase()],
      );
      return row ? { id: row.id, passwordHash: row.password_hash } : null;
    },

    /** A new person; `passwordHash` null when they join with Google, Apple or their phone. */
    async createMember(
      member: { email: string; firstName: string; lastName: string; passwordHash: string | null },
      q: Queryable,
    ): Promise<string> {
      const row = await q.one<{ id: string }>(
        `INSERT INTO members (email, first_name, last_name, password_hash)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [member.email.toLowerCase(), member.firstName, member.lastName, member.passwordHash],
      );
      return row!.id;
    },

    /** Adds the membership; false when the person already belongs to the account. */
    async addMembership(
      accountId: string,
      memberId: string,
      role: TMemberRole,
      q: Queryable,
    ): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO memberships (account_id, member_id, role, last_sign_in_at)
         VALUES ($1, $2, $3, now()) ON CONFLICT DO NOTHING RETURNING member_id`,
        [accountId, memberId, role],
      );
      return rows.length === 1;
    },

    /** Gives the member another role: the role before, null when not the account's member. */
    async setRole(
      accountId: string,
      memberId: string,
      role: TMemberRole,
    ): Promise<TMemberRole | null> {
      if (!isUuid(memberId)) return null;
      const row = await db.one<{ before: TMemberRole }>(
        `UPDATE memberships ms SET role = $3
         FROM memberships old
         WHERE ms.account_id = $1 AND ms.member_id = $2
           AND old.account_id = ms.account_id AND old.member_id = ms.member_id
         RETURNING old.role AS before`,
        [accountId, memberId, role],
      );
      return row?.before ?? null;
    },

    /**
     * Removes the member from the account and ends their logins of it, in the caller's
     * transaction: their open tab answers 401 on its next call and its refresh fails. A person
     * left without any account is deleted (with their logins).
     */
    async remove(
      accountId: string,
      memberId: string,
      q: Queryable,
    ): Promise<{ email: string; role: TMemberRole } | null> {
      if (!isUuid(memberId)) return null;
      const removed = await q.one<{ email: string; role: TMemberRole }>(
        `DELETE FROM memberships ms USING members m
         WHERE ms.account_id = $1 AND ms.member_id = $2 AND m.id = ms.member_id
         RETURNING m.email, ms.role`,
        [accountId, memberId],
      );
      if (!removed) return null;
      // Their logins' live tokens are kept aside until those logins would have ended, so that
      // their next call or refresh says the membership ended (401 MEMBERSHIP_ENDED), not "expired".
      await q.query('DELETE FROM ended_member_logins WHERE ends_at <= now()');
      await q.query(
        `INSERT INTO ended_member_logins (token_hash, family_id, account_id, ends_at)
         SELECT token_hash, family_id, account_id, login_expires_at FROM refresh_tokens
         WHERE account_id = $1 AND member_id = $2 AND revoked_at IS NULL
           AND login_expires_at > now()
         ON CONFLICT (token_hash) DO NOTHING`,
        [accountId, memberId],
      );
      await q.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE account_id = $1 AND member_id = $2 AND revoked_at IS NULL`,
        [accountId, memberId],
      );
      await q.query(
        `DELETE FROM members m WHERE m.id = $1
           AND NOT EXISTS (SELECT 1 FROM memberships ms WHERE ms.member_id = m.id)`,
        [memberId],
      );
      return removed;
    },

    /**
     * Transfers the account's ownership to its member `memberId` (issue 37), in the caller's
     * transaction, under the account's row lock: the old owner becomes an Admin member (their
     * e-mail's person reused when they belong to another team), the account's login takes the
     * member's e-mail, password and names, the member's membership goes (and the person, when in
     * no other team). What signed the old owner in and is not the new one's ends: the Google and
     * Apple identities are unlinked, the phone is no longer proven, recovery and handoff links are
     * spent, and every portal login of both people on this account ends. Null when `memberId` is
     * not the account's member; 'emailTaken' when their e-mail is another account's login;
     * 'ownerChanged' when the login is no longer the one whose password (`ownerPasswordHash`) was
     * checked (a transfer at the same moment got there first). A member without a password (who
     * joined with Google, Apple or their phone) is refused: 409 OWNERSHIP_NEEDS_PASSWORD.
     */
    async transferOwnership(
      accountId: string,
      memberId: string,
      ownerPasswordHash: string,
      q: Queryable,
    ): Promise<
      | { oldOwner: { memberId: string; email: string }; newOwner: { email: string } }
      | 'emailTaken'
      | 'ownerChanged'
      | null
    > {
      if (!isUuid(memberId)) return null;
      const owner = await q.one<{
        email: string;
        first_name: string;
        last_name: string;
        password_hash: string;
      }>(
        'SELECT email, first_name, last_name, password_hash FROM accounts WHERE id = $1 FOR UPDATE',
        [accountId],
      );
      if (!owner) return null;
      if (owner.password_hash !== ownerPasswordHash) return 'ownerChanged';
      const next = await q.one<{
        email: string;
        first_name: string;
        last_name: string;
        password_hash: string | null;
      }>(
        `SELECT m.email, m.first_name, m.last_name, m.password_hash
         FROM memberships ms JOIN members m ON m.id = ms.member_id
         WHERE ms.account_id = $1 AND ms.member_id = $2 FOR UPDATE OF ms`,
        [accountId, memberId],
      );
      if (!next) return null;
      // The account's login signs in with a password; a member who joined with Google, Apple or
      // their phone sets one first ("Forgot password?" on the login page).
      if (next.password_hash === null)
        throw new AppError('OWNERSHIP_NEEDS_PASSWORD', {
          fields: { id: 'delivery.members.error.ownershipNeedsPassword' },
        });
      const taken = await q.one<{ id: string }>(
        'SELECT id FROM accounts WHERE email = $1 AND id <> $2',
        [next.email, accountId],
      );
      if (taken) return 'emailTaken';

      // Every portal login of both people on this account ends: they sign in again.
      await q.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE account_id = $1 AND audience = 'portal' AND revoked_at IS NULL
           AND (member_id IS NULL OR member_id = $2)`,
        [accountId, memberId],
      );
      await q.query('DELETE FROM memberships WHERE account_id = $1 AND member_id = $2', [
        accountId,
        memberId,
      ]);
      await q.query(
        `DELETE FROM members m WHERE m.id = $1
           AND NOT EXISTS (SELECT 1 FROM memberships ms WHERE ms.member_id = m.id)`,
        [memberId],
      );
      // The login becomes the new owner's; their e-mail was proven by the invitation's link.
      await q.query(
        `UPDATE accounts SET email = $2, first_name = $3, last_name = $4, password_hash = $5,
           email_verified_at = now(), phone_verified_at = NULL, updated_at = now()
         WHERE id = $1`,
        [accountId, next.email, next.first_name, next.last_name, next.password_hash],
      );
      // The old owner's other ways in were theirs, not the new owner's.
      await q.query('DELETE FROM account_identities WHERE account_id = $1', [accountId]);
      await q.query('DELETE FROM password_recovery_tokens WHERE account_id = $1', [accountId]);
      await q.query('DELETE FROM handoff_codes WHERE account_id = $1 AND used_at IS NULL', [
        accountId,
      ]);
      // The old owner, an Admin member: their person when they already are one elsewhere.
      const person =
        (await q.one<{ id: string }>('SELECT id FROM members WHERE email = $1', [owner.email])) ??
        (await q.one<{ id: string }>(
          `INSERT INTO members (email, first_name, last_name, password_hash)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [owner.email, owner.first_name, owner.last_name, owner.password_hash],
        ));
      await q.query(
        `INSERT INTO memberships (account_id, member_id, role) VALUES ($1, $2, 'admin')
         ON CONFLICT (account_id, member_id) DO UPDATE SET role = 'admin'`,
        [accountId, person!.id],
      );
      return {
        oldOwner: { memberId: person!.id, email: owner.email },
        newOwner: { email: next.email },
      };
    },

    /** Ends one login (its refresh family): an account switch leaves the account it came from. */
    async endLogin(familyId: string) {
      await db.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
        [familyId],
      );
    },

    /** The accounts a member belongs to, with their role and the name each shows. */
    async accountsOf(memberId: string): Promise<{ id: string; name: string; role: TMemberRole }[]> {
      return db.query<{ id: string; name: string; role: TMemberRole }>(
        `SELECT a.id, COALESCE(NULLIF(btrim(k.kit_values->>'name'), ''),
                  btrim(a.first_name || ' ' || a.last_name)) AS name, ms.role
         FROM memberships ms JOIN accounts a ON a.id = ms.account_id
         LEFT JOIN brand_kits k ON k.account_id = a.id
         WHERE ms.member_id = $1 ORDER BY name, a.id`,
        [memberId],
      );
    },

    /** Whom a recovery link of this e-mail goes to, when a member signs in with it. */
    async findContact(
      email: string,
    ): Promise<{ id: string; email: string; firstName: string } | null> {
      const row = await db.one<{ id: string; email: string; firstName: string }>(
        'SELECT id, email, first_name AS "firstName" FROM members WHERE email = $1',
        [email.toLowerCase()],
      );
      return row ?? null;
    },

    /**
     * A member's new password (a recovery link): every login of theirs, in every account, ends
     * in the same transaction. Whom to notify, null when the member is gone.
     */
    async resetPassword(
      memberId: string,
      passwordHash: string,
      q: Queryable,
    ): Promise<{ email: string; firstName: string } | null> {
      const row = await q.one<{ email: string; firstName: string }>(
        `UPDATE members SET password_hash = $2 WHERE id = $1
         RETURNING email, first_name AS "firstName"`,
        [memberId, passwordHash],
      );
      await q.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL',
        [memberId],
      );
      return row ?? null;
    },

    async recordSignIn(accountId: string, memberId: string) {
      await db.query(
        'UPDATE memberships SET last_sign_in_at = now() WHERE account_id = $1 AND member_id = $2',
        [accountId, memberId],
      );
    },

    /** The invitations still usable: neither accepted, revoked nor expired; oldest first. */
    async pendingInvitations(accountId: string): Promise<InvitationRow[]> {
      return db.query<InvitationRow>(
        `SELECT ${INVITATION} FROM member_invitations
         WHERE account_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
           AND expires_at > now()
         ORDER BY created_at, id`,
        [accountId],
      );
    },

    /**
     * A new invitation (32 random bytes, kept as their SHA-256) valid `ttlSeconds`; an earlier
     * pending one to the same e-mail is revoked (a new link replaces it).
     */
    async createInvitation(
      invitation: { accountId: string; email: string; role: TMemberRole; invitedBy: string },
      ttlSeconds: number,
      q: Queryable,
    ): Promise<{ row: InvitationRow; token: string }> {
      await q.query(
        `UPDATE member_invitations SET revoked_at = now()
         WHERE account_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
        [invitation.accountId, invitation.email],
      );
      const token = randomBytes(32).toString('base64url');
      const row = await q.one<InvitationRow>(
        `INSERT INTO member_invitations (account_id, email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
         RETURNING ${INVITATION}`,
        [
          invitation.accountId,
          invitation.email,
          invitation.role,
          sha256(token),
          invitation.invitedBy,
          ttlSeconds,
        ],
      );
      return { row: row!, token };
    },

    /** Withdraws a pending invitation: the e-mail it was for, null when there is none. */
    async revokeInvitation(accountId: string, id: string): Promise<{ email: string } | null> {
      if (!isUuid(id)) return null;
      const row = await db.one<{ email: string }>(
        `UPDATE member_invitations SET revoked_at = now()
         WHERE account_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL
         RETURNING email`,
        [accountId, id],
      );
      return row ?? null;
    },

    /** The invitation of a link's token (locked in `q` with `forUpdate`), whatever its state. */
    async invitationByToken(
      token: string,
      q: Queryable = db,
      forUpdate = false,
    ): Promise<(InvitationRow & { expired: boolean }) | null> {
      const row = await q.one<InvitationRow & { expired: boolean }>(
        `SELECT ${INVITATION}, expires_at <= now() AS expired FROM member_invitations
         WHERE token_hash = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
        [sha256(token)],
      );
      return row ?? null;
    },

    async markAccepted(id: string, q: Queryable) {
      await q.query('UPDATE member_invitations SET accepted_at = now() WHERE id = $1', [id]);
    },

    /** The name an invitation shows for its account: the brand kit's company, else the owner. */
    async accountLabel(
      accountId: string,
    ): Promise<{ accountName: string; ownerName: string; ownerEmail: string } | null> {
      const row = await db.one<{ company: string | null; owner: string; email: string }>(
        `SELECT NULLIF(btrim(k.kit_values->>'name'), '') AS company,
                btrim(a.first_name || ' ' || a.last_name) AS owner, a.email
         FROM accounts a LEFT JOIN brand_kits k ON k.account_id = a.id WHERE a.id = $1`,
        [accountId],
      );
      return row
        ? { accountName: row.company ?? row.owner, ownerName: row.owner, ownerEmail: row.email }
        : null;
    },

    async memberName(memberId: string): Promise<string | null> {
      if (!isUuid(memberId)) return null;
      const row = await db.one<{ name: string }>(
        `SELECT btrim(first_name || ' ' || last_name) AS name FROM members WHERE id = $1`,
        [memberId],
      );
      return row?.name ?? null;
    },
  };
}

export type MembersRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    membersRepository: MembersRepository;
  }
}

export default fp(
  async function membersRepository(fastify) {
    fastify.decorate('membersRepository', createRepository(fastify.db));
  },
  { name: 'members-repository', dependencies: ['db'] },
);
