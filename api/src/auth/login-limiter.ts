import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

/**
 * decisions.md: 5 failures per 15 minutes for one account from one address, 100 per address
 * overall. ASVS 2.2.1: at most 100 failed attempts per hour on one account from all addresses
 * together; past `slowAfter` of them every attempt waits a little longer before it is checked.
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { points: 5, seconds: 15 * 60 },
  perIp: { points: 100, seconds: 15 * 60 },
  perAccount: { points: 100, seconds: 60 * 60, slowAfter: 10, stepMs: 200, maxDelayMs: 3_000 },
} as const;

export interface LoginReservation {
  /** Milliseconds the attempt should wait before its credentials are checked. */
  delayMs: number;
  /** The credentials were right: clear this account's count from this address, refund the rest. */
  succeeded(): Promise<void>;
  /**
   * The failures were a one-time code's own tries, now spent (five per code, five codes an hour):
   * clear this account's count from this address so its next code can be tried. The per-address
   * and account-wide counts stay.
   */
  codeSpent(): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Counts the attempt BEFORE the credentials are checked, atomically (one increment in memory
   * before any await, one Lua call in Redis), so concurrent guesses cannot all pass a check made
   * before any of them is counted. Throws TOO_MANY_ATTEMPTS once a budget is spent, even for the
   * right password.
   */
  reserve(identifier: string, ip: string): Promise<LoginReservation>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

/**
 * Counters are keyed by a hash of the normalised identifier: bounded keys whatever the input,
 * and no e-mail address stored in Redis.
 */
export function identifierKey(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');
}

type Factory = (name: string, points: number, seconds: number) => RateLimiterAbstract;

export function createLoginLimiter(limiter: Factory): LoginLimiter {
  const { perAccountAndIp, perIp, perAccount } = LOGIN_LIMITS;
  const accountAndIp = limiter('acct-ip', perAccountAndIp.points, perAccountAndIp.seconds);
  const address = limiter('ip', perIp.points, perIp.seconds);
  const account = limiter('acct', perAccount.points, perAccount.seconds);

  /** Consumes one point, or refuses with 429 and the seconds until the budget frees up. */
  async function take(budget: RateLimiterAbstract, key: string): Promise<number> {
    try {
      return (await budget.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds });
      }
      throw rejection; // the store failed: answer 500 rather than let guesses through
    }
  }

  return {
    async reserve(identifier, ip) {
      const id = identifierKey(identifier);
      // One after the other: an attempt refused by a narrow budget does not spend the wider ones,
      // so a blocked attacker cannot drain the account-wide budget of the victim.
      await take(accountAndIp, `${id}|${ip}`);
      await take(address, ip);
      const failures = await take(account, id);
      const beyond = failures - perAccount.slowAfter;
      return {
        delayMs: beyond > 0 ? Math.min(beyond * perAccount.stepMs, perAccount.maxDelayMs) : 0,
        async succeeded() {
          await Promise.all([
            accountAndIp.delete(`${id}|${ip}`),
            address.reward(ip, 1),
            account.reward(id, 1),
          ]);
        },
        async codeSpent() {
          await accountAndIp.delete(`${id}|${ip}`);
        },
      };
    },
  };
}

export default fp(
  async function loginLimiterPlugin(fastify) {
    const { redis } = fastify;
    const factory: Factory = (name, points, duration) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `login:${name}`, points, duration })
        : new RateLimiterMemory({ keyPrefix: `login:${name}`, points, duration });
    fastify.decorate('loginLimiter', createLoginLimiter(factory));
  },
  { name: 'login-limiter', dependencies: ['redis'] },
);
