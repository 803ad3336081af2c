import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Audience } from './jwt';
import type { Db, Queryable } from '../db/db';
import { phoneKey } from '../profiles/profiles-repository';
import { USER_AGENT_MAX, type Person, type SignInClient } from './devices';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A spent token presented again within this many seconds, while its successor is still unused,
 * is a second tab that raced the first one to refresh, not a thief: it gets a token too.
 */
export const REUSE_GRACE_SECONDS = 20;

export interface SessionLifetime {
  /** A login ends this long after it started, however often it is refreshed. */
  maxAgeSeconds: number;
  /** A refresh token unused for this long expires. */
  idleSeconds: number;
}

interface TokenRow {
  id: string;
  account_id: string;
  family_id: string;
  login_expires_at: Date;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
  in_grace: boolean;
  replaced_by: string | null;
  audience: Audience;
  profile_id: string | null;
  member_id: string | null;
  /** A member's login whose membership of the account is gone (removed). */
  member_gone: boolean;
}

/** Why an agent's app logins ended: the app shows it (403) or signs in again (401). */
export type AgentSessionEnd = 'profile_deleted' | 'deactivated' | 'phone_changed' | 'signed_out';

/** A portal login of a person's as the settings list shows it (GET /v2/security/sessions). */
export interface PortalLogin {
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastActiveAt: Date;
}

/** The person's tokens: the owner's own login's (`member_id` null) or the member's, in any account. */
const PERSON_TOKENS = `t.audience = 'portal' AND CASE WHEN $2::uuid IS NULL
  THEN t.account_id = $1 AND t.member_id IS NULL ELSE t.member_id = $2::uuid END`;

/** The login a new family belongs to: the portal's (an account) or the app's (one agent). */
export interface FamilyOwner {
  audience: Audience;
  /** The agent's profile, for the app. */
  profileId?: string;
  /** The member signed in to the portal (issue 37); none for the account's own login. */
  memberId?: string | null;
}

const PORTAL: FamilyOwner = { audience: 'portal' };

export type RotateResult =
  | {
      ok: true;
      refreshToken: string;
      familyId: string;
      profileId: string | null;
      memberId: string | null;
    }
  | {
      ok: false;
      /** 'membership-ended': the owner removed the member (they are told so, not "expired"). */
      reason: 'unknown' | 'wrong-account' | 'expired' | 'revoked' | 'reused' | 'membership-ended';
      /** The refused token's login, when the token is known. */
      familyId?: string;
    };

function createRepository(db: Db, lifetime: SessionLifetime) {
  /** A new random token (32 bytes, base64url) stored only as its SHA-256. */
  async function insert(
    accountId: string,
    familyId: string,
    loginExpiresAt: Date | null,
    q: Queryable,
    owner: FamilyOwner = PORTAL,
  ): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const row = await q.one<{ id: string }>(
      `WITH login AS (
         SELECT COALESCE($5::timestamptz, now() + make_interval(secs => $6)) AS ends
       )
       INSERT INTO refresh_tokens (account_id, family_id, token_hash, login_expires_at, expires_at,
                                   audience, profile_id, member_id)
       SELECT $1, $2, $3, login.ends, LEAST(now() + make_interval(secs => $4), login.ends), $7, $8,
              $9
       FROM login RETURNING id`,
      [
        accountId,
        familyId,
        sha256(token),
        lifetime.idleSeconds,
        loginExpiresAt,
        lifetime.maxAgeSeconds,
        owner.audience,
        owner.profileId ?? null,
        owner.memberId ?? null,
      ],
    );
    return { id: row!.id, token };
  }

  /**
   * Locks an agent's profile for a new token of its app login (FOR SHARE: sign-ins and refreshes
   * do not wait for each other), before any token row: a phone change or a deletion takes the
   * profile first too (`endAgentSessions`), so neither waits on the other in a circle.
   */
  function lockAgent(profileId: string, q: Queryable) {
    return q.one<{ account_id: string; login_phone_key: string }>(
      'SELECT account_id, login_phone_key FROM profiles WHERE id = $1 FOR SHARE',
      [profileId],
    );
  }

  async function revokeFamily(familyId: string, q: Queryable = db) {
    await q.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
  }

  /**
   * Marks a portal login active now, unless it was within `withinSeconds` (a request's cheap
   * mark: most calls write nothing).
   */
  async function touchLogin(familyId: string, withinSeconds = 0, q: Queryable = db) {
    await q.query(
      `UPDATE portal_logins SET last_active_at = now()
       WHERE family_id = $1 AND last_active_at < now() - make_interval(secs => $2)`,
      [familyId, withinSeconds],
    );
  }

  return {
    /** Whether a member's login ended because the owner removed them from the team. */
    async membershipEnded(familyId: string): Promise<boolean> {
      const row = await db.one<{ ended: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ended_member_logins
                        WHERE family_id = $1 AND ends_at > now()) AS ended`,
        [familyId],
      );
      return row?.ended === true;
    },

    /** Starts a portal login (the owner's, or a member's): a new family with its first token. */
    async startFamily(
      accountId: string,
      memberId: string | null = null,
      client: SignInClient = {},
    ): Promise<{ refreshToken: string; familyId: string }> {
      const familyId = randomUUID();
      const token = await db.transaction(async (tx) => {
        const first = await insert(accountId, familyId, null, tx, { ...PORTAL, memberId });
        // What the settings list shows of this login: its browser, address and times.
        await tx.query(
          `INSERT INTO portal_logins (family_id, account_id, member_id, user_agent, ip)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            familyId,
            accountId,
            memberId,
            client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            client.ip?.slice(0, 64) ?? null,
          ],
        );
        return first.token;
      });
      return { refreshToken: token, familyId };
    },

    touchLogin,

    /**
     * The person's live portal logins (the owner's own, or a member's in every account of
     * theirs), most recently active first: those that can still be refreshed. A login started
     * before its details were kept has no User-Agent or address.
     */
    async listLogins(person: Person): Promise<PortalLogin[]> {
      const rows = await db.query<{
        family_id: string;
        user_agent: string | null;
        ip: string | null;
        created_at: Date;
        last_active_at: Date;
      }>(
        `SELECT t.family_id, l.user_agent, l.ip,
                COALESCE(l.created_at, min(t.created_at)) AS created_at,
                COALESCE(l.last_active_at, max(t.created_at)) AS last_active_at
         FROM refresh_tokens t LEFT JOIN portal_logins l ON l.family_id = t.family_id
         WHERE ${PERSON_TOKENS} AND t.revoked_at IS NULL AND t.used_at IS NULL
           AND t.expires_at > now() AND t.login_expires_at > now()
         GROUP BY t.family_id, l.family_id
         ORDER BY 5 DESC, 1`,
        [person.accountId, person.memberId],
      );
      return rows.map((row) => ({
        familyId: row.family_id,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: new Date(row.created_at),
        lastActiveAt: new Date(row.last_active_at),
      }));
    },

    /**
     * Signs one of the person's portal logins out (its refresh tokens revoked: its access tokens
     * are refused at once too). False when it is no live login of theirs (another person's is
     * not told apart from none).
     */
    async revokeLogin(person: Person, familyId: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE refresh_tokens t SET revoked_at = now()
         WHERE t.family_id = $3::uuid AND ${PERSON_TOKENS} AND t.revoked_at IS NULL
           AND t.login_expires_at > now()
         RETURNING t.id`,
        [person.accountId, person.memberId, familyId],
      );
      return rows.length > 0;
    },

    /** Signs every portal login of the person out but `keepFamilyId`; how many ended. */
    async revokeOtherLogins(person: Person, keepFamilyId: string): Promise<number> {
      const rows = await db.query<{ family_id: string }>(
        `UPDATE refresh_tokens t SET revoked_at = now()
         WHERE ${PERSON_TOKENS} AND t.family_id <> $3::uuid AND t.revoked_at IS NULL
           AND t.login_expires_at > now()
         RETURNING t.family_id`,
        [person.accountId, person.memberId, keepFamilyId],
      );
      return new Set(rows.map((row) => row.family_id)).size;
    },

    /**
     * Starts an agent's app login, only while its profile still signs in with the number the agent
     * proved. The profile row is locked (FOR SHARE) until the login is committed: a login phone
     * change or a deletion at the same time, on any replica, either waits for it and then ends it
     * (`endAgentSessions`) or goes first, and the login is refused here.
     */
    async startAgentFamily(
      profileId: string,
      e164: string,
    ): Promise<
      | { ok: true; refreshToken: string; familyId: string }
      | { ok: false; reason: 'profile_deleted' | 'phone_changed' }
    > {
      return db.transaction(async (tx) => {
        const profile = await lockAgent(profileId, tx);
        if (!profile) return { ok: false, reason: 'profile_deleted' };
        if (profile.login_phone_key !== phoneKey(e164))
          return { ok: false, reason: 'phone_changed' };
        const familyId = randomUUID();
        const owner: FamilyOwner = { audience: 'app', profileId };
        const { token } = await insert(profile.account_id, familyId, null, tx, owner);
        return { ok: true, refreshToken: token, familyId };
      });
    },

    /**
     * Spends a token and issues its successor in the same family. A token used twice means it
     * leaked: the whole family (that login, including the newer token) is revoked, except for the
     * immediate predecessor presented again within the reuse grace (two tabs refreshing at once).
     * A token of another audience is unknown here: the app's never renews a portal login and back.
     * `accountId` null (the app's refresh names no account): the token alone says whose it is.
     */
    async rotate(
      accountId: string | null,
      token: string,
      q: Queryable,
      audience: Audience = 'portal',
    ): Promise<RotateResult> {
      // An app login's agent before its token, as lockAgent: a phone change or a deletion at the
      // same time then ends the successor too, or goes first and the token is found revoked.
      if (audience === 'app')
        await q.query(
          `SELECT 1 FROM profiles WHERE id = (SELECT profile_id FROM refresh_tokens
             WHERE token_hash = $1 AND audience = 'app') FOR SHARE`,
          [sha256(token)],
        );
      const row = await q.one<TokenRow>(
        `SELECT t.id, t.account_id, t.family_id, t.login_expires_at, t.used_at, t.revoked_at,
                (t.expires_at <= now() OR t.login_expires_at <= now()) AS expired,
                COALESCE(t.used_at > now() - make_interval(secs => $2), false) AS in_grace,
                t.replaced_by, t.audience, t.profile_id, t.member_id,
                (t.member_id IS NOT NULL AND NOT EXISTS (
                  SELECT 1 FROM memberships ms
                  WHERE ms.account_id = t.account_id AND ms.member_id = t.member_id)) AS member_gone
         FROM refresh_tokens t WHERE t.token_hash = $1 FOR UPDATE`,
        [sha256(token), REUSE_GRACE_SECONDS],
      );
      if (!row || row.revoked_at) {
        // A member removed from the team: their login's tokens are gone with them, or revoked.
        // The id is compared as text: the caller's is any string, and a cast would fail the request.
        const ended = await q.one<{ family_id: string }>(
          `SELECT family_id FROM ended_member_logins
           WHERE token_hash = $1 AND ends_at > now() AND ($2::text IS NULL OR account_id::text = $2)`,
          [sha256(token), accountId],
        );
        if (ended) return { ok: false, reason: 'membership-ended', familyId: ended.family_id };
      }
      if (!row || row.audience !== audience) return { ok: false, reason: 'unknown' };
      if (accountId !== null && row.account_id !== accountId)
        return { ok: false, reason: 'wrong-account' };
      const owner: FamilyOwner = {
        audience,
        profileId: row.profile_id ?? undefined,
        memberId: row.member_id,
      };
      const familyId = row.family_id;
      // An app login whose agent is gone is over, whatever its rows say; so is a member's login
      // once the member left the account.
      if (row.revoked_at || (audience === 'app' && !row.profile_id) || row.member_gone)
        return { ok: false, reason: 'revoked', familyId };
      if (row.expired) return { ok: false, reason: 'expired', familyId };
      if (row.used_at) {
        // A statement of its own: it must see the successor a concurrent rotation just committed.
        const successor = row.in_grace
          ? await q.one<{ live: boolean }>(
              `SELECT (used_at IS NULL AND revoked_at IS NULL) AS live
               FROM refresh_tokens WHERE id = $1`,
              [row.replaced_by],
            )
          : undefined;
        if (successor?.live) {
          const sibling = await insert(
            row.account_id,
            row.family_id,
            row.login_expires_at,
            q,
            owner,
          );
          return {
            ok: true,
            refreshToken: sibling.token,
            familyId: row.family_id,
            profileId: row.profile_id,
            memberId: row.member_id,
          };
        }
        await revokeFamily(row.family_id, q);
        return { ok: false, reason: 'reused', familyId };
      }
      const next = await insert(row.account_id, row.family_id, row.login_expires_at, q, owner);
      await q.query('UPDATE refresh_tokens SET used_at = now(), replaced_by = $2 WHERE id = $1', [
        row.id,
        next.id,
      ]);
      if (audience === 'portal') await touchLogin(row.family_id, 0, q);
      return {
        ok: true,
        refreshToken: next.token,
        familyId: row.family_id,
        profileId: row.profile_id,
        memberId: row.member_id,
      };
    },

    /**
     * Ends every bearer capability of the account, inside the caller's transaction (a new
     * password): its logins but `keepFamilyId`'s (refresh tokens and, through them, access
     * tokens), its billing-portal links and its webview handoff codes. Whoever held one of them
     * before holds nothing after. A new kind of bearer link for an account belongs here too.
     * The agents' app logins are theirs, not the customer's: they stay; so do the members'
     * logins (issue 37): theirs are their own passwords, not the owner's.
     */
    async endBearerCapabilities(accountId: string, keepFamilyId: string | null, q: Queryable) {
      await q.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE account_id = $1 AND audience = 'portal' AND member_id IS NULL
           AND family_id IS DISTINCT FROM $2::uuid AND revoked_at IS NULL`,
        [accountId, keepFamilyId],
      );
      // Deleted: a deleted link answers exactly like an expired one.
      await q.query('DELETE FROM billing_portal_sessions WHERE account_id = $1', [accountId]);
      await q.query('DELETE FROM handoff_codes WHERE account_id = $1', [accountId]);
    },

    /** Logout: revokes the login the token belongs to, if it is this account's portal login. */
    async revokeByToken(accountId: string, token: string): Promise<boolean> {
      const row = await db.one<{ family_id: string }>(
        `SELECT family_id FROM refresh_tokens
         WHERE token_hash = $1 AND account_id = $2 AND audience = 'portal'`,
        [sha256(token), accountId],
      );
      if (!row) return false;
      await revokeFamily(row.family_id);
      return true;
    },

    /** The app's logout: the refresh token is the permission; a portal token is left alone. */
    async revokeAgentByToken(token: string): Promise<boolean> {
      const row = await db.one<{ family_id: string }>(
        `SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND audience = 'app'`,
        [sha256(token)],
      );
      if (!row) return false;
      await revokeFamily(row.family_id);
      return true;
    },

    /**
     * Ends every app login of the agent (or of each agent of a list: a bulk deletion, in two
     * statements whatever their number), in the caller's transaction (the profile's deletion,
     * login phone change or deactivation), saying why: the app shows it on its next call.
     */
    async endAgentSessions(
      profileIds: string | readonly string[],
      reason: AgentSessionEnd,
      q: Queryable,
    ): Promise<number> {
      const ids = typeof profileIds === 'string' ? [profileIds] : [...profileIds];
      if (ids.length === 0) return 0;
      // The profile first, kept to the commit: a sign-in or refresh that holds it has committed
      // its token before the statement below reads them, and one after it sees the change.
      await q.query(
        'SELECT 1 FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE',
        [ids],
      );
      const ended = await q.query<{ family_id: string }>(
        `UPDATE refresh_tokens SET revoked_at = now(), revoked_reason = $2
         WHERE profile_id = ANY($1::uuid[]) AND audience = 'app' AND revoked_at IS NULL
         RETURNING family_id`,
        [ids, reason],
      );
      return new Set(ended.map((row) => row.family_id)).size;
    },

    /**
     * An app login as the agent's next call finds it: live or not, why it ended, and its agent
     * (null once the profile is deleted). Null when the family is no app login at all.
     */
    async agentFamily(familyId: string): Promise<{
      live: boolean;
      reason: AgentSessionEnd | null;
      profileId: string | null;
    } | null> {
      const row = await db.one<{
        live: boolean | null;
        reason: AgentSessionEnd | null;
        profile_id: string | null;
        n: number;
      }>(
        `SELECT count(*)::int AS n,
                bool_or(revoked_at IS NULL AND login_expires_at > now()) AS live,
                max(revoked_reason) AS reason, max(profile_id::text) AS profile_id
         FROM refresh_tokens WHERE family_id = $1 AND audience = 'app'`,
        [familyId],
      );
      if (!row || row.n === 0) return null;
      return { live: row.live === true, reason: row.reason, profileId: row.profile_id };
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export default fp(
  async function refreshTokensRepository(fastify) {
    const { sessionMaxAgeSeconds, sessionIdleSeconds } = fastify.config;
    fastify.decorate(
      'refreshTokensRepository',
      createRepository(fastify.db, {
        maxAgeSeconds: sessionMaxAgeSeconds,
        idleSeconds: sessionIdleSeconds,
      }),
    );
  },
  { name: 'refresh-tokens-repository', dependencies: ['db'] },
);
