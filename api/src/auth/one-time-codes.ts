import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ONE_TIME_CODE_LENGTH } from '@portal/shared/validation/sign-in';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import { hashedKeyPart } from '../limits/redis-keys';

/** decisions.md "Codes, links, limits". */
export const CODE_RULES = {
  ttlSeconds: 10 * 60,
  maxWrongTries: 5,
  resendAfterSeconds: 30,
  sendsPerHour: 5,
} as const;

interface StoredCode {
  hash: string;
  /** Tries made so far, this one included. */
  attempts: number;
}

/** Where live codes are kept: one per purpose and recipient, a new one replaces the old. */
interface CodeStore {
  put(key: string, hash: string, ttlMs: number): Promise<void>;
  /** Counts one try and returns the code as it now stands; null when none is live. */
  attempt(key: string): Promise<StoredCode | null>;
  /** False when it was already gone: another request spent it first. */
  remove(key: string): Promise<boolean>;
}

function memoryStore(now: () => number = Date.now): CodeStore {
  const codes = new Map<string, StoredCode & { expiresAt: number }>();
  return {
    async put(key, hash, ttlMs) {
      for (const [k, v] of codes) if (v.expiresAt <= now()) codes.delete(k);
      codes.set(key, { hash, attempts: 0, expiresAt: now() + ttlMs });
    },
    async attempt(key) {
      const entry = codes.get(key);
      if (!entry || entry.expiresAt <= now()) return null;
      entry.attempts += 1;
      return { hash: entry.hash, attempts: entry.attempts };
    },
    async remove(key) {
      return codes.delete(key);
    },
  };
}

// Counting the try and reading the code in one step, so parallel guesses each get their own count.
const ATTEMPT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
return {redis.call('HGET', KEYS[1], 'hash'), attempts}`;

function redisStore(redis: Redis): CodeStore {
  // The key names the recipient (an e-mail, a phone): Redis keeps its digest.
  const name = (key: string) => `otp:${hashedKeyPart(key)}`;
  return {
    async put(key, hash, ttlMs) {
      await redis
        .multi()
        .del(name(key))
        .hset(name(key), 'hash', hash, 'attempts', 0)
        .pexpire(name(key), ttlMs)
        .exec();
    },
    async attempt(key) {
      const result = (await redis.eval(ATTEMPT_SCRIPT, 1, name(key))) as [string, number] | null;
      return result ? { hash: result[0], attempts: Number(result[1]) } : null;
    },
    async remove(key) {
      return (await redis.del(name(key))) === 1;
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export interface IssuedCode {
  code: string;
  expiresIn: number;
  resendIn: number;
  attemptsLeft: number;
}

export interface OneTimeCodes {
  /**
   * A new 6-digit code for this recipient (the previous one stops working). Refused with 429 and
   * Retry-After within 30 s of the last send, and after 5 sends in an hour. `pay` takes what
   * sending it costs (the text budget), once those pass and before the previous code is replaced:
   * when it refuses, the previous code stays and this request holds no pause.
   */
  issue(purpose: string, recipient: string, pay?: () => Promise<unknown>): Promise<IssuedCode>;
  /**
   * Spends the code when right; a wrong one answers the tries left, the fifth spends it (CODE_EXPIRED
   * with `attemptsLeft: 0`) and lifts the 30 s resend pause, so a new code can be asked for at once.
   * `keep`: a right code is not spent (it still counts as a try): the app's sign-in first shows the
   * companies of a number, then signs in to the one picked with the same code.
   */
  verify(
    purpose: string,
    recipient: string,
    code: string,
    options?: { keep?: boolean },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    oneTimeCodes: OneTimeCodes;
  }
}

export function createOneTimeCodes(
  redis: Redis | null,
  // Tests move the clock of the memory store, or turn the resend pause off to reach the hourly cap.
  { now = Date.now, resendAfterSeconds = CODE_RULES.resendAfterSeconds as number } = {},
): OneTimeCodes {
  const store = redis ? redisStore(redis) : memoryStore(now);
  const cooldown =
    resendAfterSeconds > 0
      ? createRateLimiter(redis, {
          keyPrefix: 'code-resend',
          points: 1,
          duration: resendAfterSeconds,
        })
      : null;
  const hourly = createRateLimiter(redis, {
    keyPrefix: 'code-sends',
    points: CODE_RULES.sendsPerHour,
    duration: 3600,
  });
  const keyOf = (purpose: string, recipient: string) => `${purpose}:${recipient.toLowerCase()}`;

  return {
    async issue(purpose, recipient, pay) {
      const key = keyOf(purpose, recipient);
      if (cooldown) await consumeOrRefuse(cooldown, key, 'RESEND_TOO_SOON');
      await consumeOrRefuse(hourly, key, 'TOO_MANY_CODE_REQUESTS');
      await pay?.().catch(async (error: unknown) => {
        await Promise.all([cooldown?.delete(key), hourly.reward(key, 1)]);
        throw error;
      });
      const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(
        ONE_TIME_CODE_LENGTH,
        '0',
      );
      await store.put(key, sha256(`${key}:${code}`).toString('hex'), CODE_RULES.ttlSeconds * 1000);
      return {
        code,
        expiresIn: CODE_RULES.ttlSeconds,
        resendIn: resendAfterSeconds,
        attemptsLeft: CODE_RULES.maxWrongTries,
      };
    },

    async verify(purpose, recipient, code, { keep = false } = {}) {
      const key = keyOf(purpose, recipient);
      const stored = await store.attempt(key);
      if (!stored || stored.attempts > CODE_RULES.maxWrongTries) throw new AppError('CODE_EXPIRED');
      const right = timingSafeEqual(Buffer.from(stored.hash, 'hex'), sha256(`${key}:${code}`));
      if (right) {
        if (keep) return;
        // Single use even when the same right code arrives twice at once.
        if (!(await store.remove(key))) throw new AppError('CODE_EXPIRED');
        return;
      }
      const attemptsLeft = CODE_RULES.maxWrongTries - stored.attempts;
      if (attemptsLeft <= 0) {
        await store.remove(key);
        // The fifth wrong try spends this code, not the recipient: a new one may be asked for at
        // once (the hourly cap still counts every send).
        await cooldown?.delete(key);
        throw new AppError('CODE_EXPIRED', { attemptsLeft: 0 });
      }
      throw new AppError('CODE_INVALID', { attemptsLeft });
    },
  };
}

export default fp(
  async function oneTimeCodesPlugin(fastify) {
    fastify.decorate('oneTimeCodes', createOneTimeCodes(fastify.redis));
  },
  { name: 'one-time-codes', dependencies: ['redis'] },
);
