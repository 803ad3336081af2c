import fp from 'fastify-plugin';
import type { TAccount, TTokens } from '@portal/shared/api/contract';
import { TOKEN_TTL_SECONDS } from '@portal/shared/constants';
import { AppError } from '../errors/app-error';
import { noticeDevice, type SignInClient } from './devices';
import { createJwt, type AccessClaims } from './jwt';

/** A request marks its login active at most this often (per API process, and in the database). */
export const ACTIVE_MARK_SECONDS = 300;

export interface Sessions {
  /**
   * A new login: access token plus the first refresh token of a new family; a member's
   * (issue 37) when `memberId` is given, the account's own login (its owner's) otherwise.
   * `client` (the browser's address and User-Agent) is kept for the settings' list of sessions,
   * and a device the person never signed in from before gets the new-device e-mail.
   */
  start(accountId: string, memberId?: string | null, client?: SignInClient): Promise<TTokens>;
  /**
   * Rotates a refresh token; throws UNAUTHORIZED when it is not usable, MEMBERSHIP_ENDED when it
   * is a member's whom the owner removed from the team.
   */
  refresh(accountId: string, refreshToken: string): Promise<TTokens>;
  /** Ends the login the refresh token belongs to (idempotent). */
  end(accountId: string, refreshToken: string): Promise<void>;
  /**
   * The claims and account of a valid access token whose login is still alive, else null. One
   * database round trip: a revoked login is refused at once, and routes get the account for free.
   * Throws MEMBERSHIP_ENDED for a member's token once the owner removed them from the team.
   */
  verify(token: string): Promise<(AccessClaims & { account: TAccount }) | null>;

  /**
   * An agent's app login (audience 'app', `sub` = the profile id): its own refresh family, started
   * only while the profile still signs in with `e164`. Throws APP_PROFILE_DELETED when the profile
   * is gone, IDENTIFIERS_NOT_RECOGNIZED when its number changed (as for any unknown number).
   */
  startAgent(profileId: string, e164: string): Promise<TTokens>;
  /**
   * Rotates an app refresh token exactly as the portal's (same reuse detection and grace). A
   * refusal names the token's login when the token is known, so the caller can say why it ended.
   */
  refreshAgent(
    refreshToken: string,
  ): Promise<
    | { ok: true; tokens: TTokens; profileId: string; familyId: string }
    | { ok: false; familyId?: string }
  >;
  /** The app's logout (idempotent); a portal refresh token is left alone. */
  endAgent(refreshToken: string): Promise<void>;
  /** The claims of a valid app access token (`accountId` is the profile id), else null. */
  verifyAgent(token: string): Promise<AccessClaims | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export default fp(
  async function sessionsPlugin(fastify) {
    const jwt = createJwt(fastify.config.jwtSecret, 'portal');
    const appJwt = createJwt(fastify.config.jwtSecret, 'app');
    const repo = fastify.refreshTokensRepository;

    const tokens = async (
      accountId: string,
      familyId: string,
      refreshToken: string,
      memberId: string | null,
    ) => ({
      token: await jwt.sign({ accountId, familyId, memberId }),
      refreshToken,
      tokenTtl: TOKEN_TTL_SECONDS,
    });

    // When this process last marked each login active: a request writes at most every few minutes.
    const marked = new Map<string, number>();
    /** The write marking the login active, when one is due; undefined (nothing to wait for) otherwise. */
    function markActive(familyId: string): Promise<void> | undefined {
      const now = Date.now();
      const last = marked.get(familyId);
      if (last !== undefined && now - last < ACTIVE_MARK_SECONDS * 1000) return undefined;
      if (marked.size >= 50_000) marked.clear();
      marked.set(familyId, now);
      return repo.touchLogin(familyId, ACTIVE_MARK_SECONDS).catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'login activity not marked');
      });
    }

    const sessions: Sessions = {
      async start(accountId, memberId = null, client = {}) {
        const { refreshToken, familyId } = await repo.startFamily(accountId, memberId, client);
        // Started active just now: its first requests need not say so again.
        marked.set(familyId, Date.now());
        // The e-mail is queued in the outbox; a failure to queue it never fails the sign-in.
        await noticeDevice(fastify.db, fastify.mailer, { accountId, memberId }, client).catch(
          (error: unknown) => fastify.log.error({ err: error }, 'new-device notice not queued'),
        );
        return tokens(accountId, familyId, refreshToken, memberId);
      },
      async refresh(accountId, refreshToken) {
        // The transaction commits before we answer, so a reuse's revocation sticks.
        const result = await fastify.db.transaction((tx) =>
          repo.rotate(accountId, refreshToken, tx),
        );
        if (!result.ok) {
          fastify.log.info({ reason: result.reason }, 'refresh token refused');
          throw new AppError(
            result.reason === 'membership-ended' ? 'MEMBERSHIP_ENDED' : 'UNAUTHORIZED',
          );
        }
        // A refresh marks the login active in its own write (repo.rotate).
        marked.set(result.familyId, Date.now());
        return tokens(accountId, result.familyId, result.refreshToken, result.memberId);
      },
      async end(accountId, refreshToken) {
        await repo.revokeByToken(accountId, refreshToken);
      },
      async verify(token) {
        // A token already verified needs no wait of its own: only the login check is awaited.
        const claims = jwt.verifiedBefore(token) ?? (await jwt.verify(token));
        if (!claims) return null;
        // The login must be live and, for a member, the membership still there: a removed
        // member's token is refused at once, and the role is read as of this call.
        const account = await fastify.accountsRepository.findForLogin(
          claims.accountId,
          claims.familyId,
          claims.memberId ?? null,
        );
        if (account) {
          const marking = markActive(claims.familyId);
          if (marking) await marking;
          return { ...claims, account };
        }
        // Refused: a removed member hears why (a second query, only on this rare path).
        if (claims.memberId && (await repo.membershipEnded(claims.familyId)))
          throw new AppError('MEMBERSHIP_ENDED');
        return null;
      },

      async startAgent(profileId, e164) {
        const started = await repo.startAgentFamily(profileId, e164);
        if (!started.ok)
          throw new AppError(
            started.reason === 'profile_deleted'
              ? 'APP_PROFILE_DELETED'
              : 'IDENTIFIERS_NOT_RECOGNIZED',
          );
        const { refreshToken, familyId } = started;
        return {
          token: await appJwt.sign({ accountId: profileId, familyId }),
          refreshToken,
          tokenTtl: TOKEN_TTL_SECONDS,
        };
      },
      async refreshAgent(refreshToken) {
        const result = await fastify.db.transaction((tx) =>
          repo.rotate(null, refreshToken, tx, 'app'),
        );
        if (!result.ok || !result.profileId) {
          fastify.log.info({ reason: !result.ok && result.reason }, 'app refresh token refused');
          return { ok: false, familyId: result.familyId };
        }
        const { familyId, profileId } = result;
        return {
          ok: true,
          familyId,
          profileId,
          tokens: {
            token: await appJwt.sign({ accountId: profileId, familyId }),
            refreshToken: result.refreshToken,
            tokenTtl: TOKEN_TTL_SECONDS,
          },
        };
      },
      async endAgent(refreshToken) {
        await repo.revokeAgentByToken(refreshToken);
      },
      async verifyAgent(token) {
        return appJwt.verify(token);
      },
    };
    fastify.decorate('sessions', sessions);
  },
  {
    name: 'sessions',
    dependencies: ['config', 'db', 'mailer', 'refresh-tokens-repository', 'accounts-repository'],
  },
);
