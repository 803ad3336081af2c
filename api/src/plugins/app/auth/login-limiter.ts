import fp from 'fastify-plugin';
import { memoryCounter, redisCounter, type AttemptCounter } from '../../../auth/attempt-counter';

/** decisions.md: 5 failures per 15 minutes for one account from one IP, 100 per IP overall. */
export const LOGIN_LIMITS = { perAccountAndIp: 5, perIp: 100, windowMs: 15 * 60_000 } as const;

export interface LoginLimiter {
  /** True while either budget is spent: the login is refused even with the right password. */
  isBlocked(email: string, ip: string): Promise<boolean>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful login clears that account's count from that IP. */
  recordSuccess(email: string, ip: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export function createLoginLimiter(counter: AttemptCounter): LoginLimiter {
  const accountKey = (email: string, ip: string) => `acct:${email.toLowerCase()}|${ip}`;
  const ipKey = (ip: string) => `ip:${ip}`;
  return {
    async isBlocked(email, ip) {
      const [account = 0, all = 0] = await counter.counts([accountKey(email, ip), ipKey(ip)]);
      return account >= LOGIN_LIMITS.perAccountAndIp || all >= LOGIN_LIMITS.perIp;
    },
    recordFailure: (email, ip) =>
      counter.increment([accountKey(email, ip), ipKey(ip)], LOGIN_LIMITS.windowMs),
    recordSuccess: (email, ip) => counter.reset(accountKey(email, ip)),
  };
}

export default fp(
  async function loginLimiterPlugin(fastify) {
    const counter = fastify.redis ? redisCounter(fastify.redis) : memoryCounter();
    fastify.decorate('loginLimiter', createLoginLimiter(counter));
  },
  { name: 'login-limiter', dependencies: ['redis'] },
);
