import fp from 'fastify-plugin';
import type { TAccount, TTokens } from '@portal/shared/api/contract';
import { TOKEN_TTL_SECONDS } from '@portal/shared/constants';
import { AppError } from '../../../errors/app-error';
import { createJwt, type AccessClaims } from '../../../auth/jwt';

export interface Sessions {
  /** A new login: access token plus the first refresh token of a new family. */
  start(accountId: string): Promise<TTokens>;
  /** Rotates a refresh token; throws UNAUTHORIZED when it is not usable. */
  refresh(accountId: string, refreshToken: string): Promise<TTokens>;
  /** Ends the login the refresh token belongs to (idempotent). */
  end(accountId: string, refreshToken: string): Promise<void>;
  /**
   * The claims and account of a valid access token whose login is still alive, else null. One
   * database round trip: a revoked login is refused at once, and routes get the account for free.
   */
  verify(token: string): Promise<(AccessClaims & { account: TAccount }) | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export default fp(
  async function sessionsPlugin(fastify) {
    const jwt = createJwt(fastify.config.jwtSecret);
    const repo = fastify.refreshTokensRepository;

    const tokens = async (accountId: string, familyId: string, refreshToken: string) => ({
      token: await jwt.sign({ accountId, familyId }),
      refreshToken,
      tokenTtl: TOKEN_TTL_SECONDS,
    });

    const sessions: Sessions = {
      async start(accountId) {
        const { refreshToken, familyId } = await repo.startFamily(accountId);
        return tokens(accountId, familyId, refreshToken);
      },
      async refresh(accountId, refreshToken) {
        // The transaction commits before we answer, so a reuse's revocation sticks.
        const result = await fastify.db.transaction((tx) =>
          repo.rotate(accountId, refreshToken, tx),
        );
        if (!result.ok) {
          fastify.log.info({ reason: result.reason }, 'refresh token refused');
          throw new AppError('UNAUTHORIZED');
        }
        return tokens(accountId, result.familyId, result.refreshToken);
      },
      async end(accountId, refreshToken) {
        await repo.revokeByToken(accountId, refreshToken);
      },
      async verify(token) {
        const claims = await jwt.verify(token);
        if (!claims) return null;
        const account = await fastify.accountsRepository.findForLogin(
          claims.accountId,
          claims.familyId,
        );
        return account ? { ...claims, account } : null;
      },
    };
    fastify.decorate('sessions', sessions);
  },
  {
    name: 'sessions',
    dependencies: ['config', 'db', 'refresh-tokens-repository', 'accounts-repository'],
  },
);
