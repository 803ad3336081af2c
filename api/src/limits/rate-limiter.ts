import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError, type ErrorCode } from '../errors/app-error';
import { hashedKeyPart } from './redis-keys';

export interface LimitOptions {
  /** Namespace of the counters, e.g. 'code-send-hour'. */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
}

/**
 * Counters keyed by e-mail addresses and phone numbers: Redis keeps the digest of every key
 * (redis-keys.ts), whoever calls, so no counter's name says whom it counts.
 */
class RateLimiterRedisHashed extends RateLimiterRedis {
  override getKey(key: string | number): string {
    return super.getKey(hashedKeyPart(String(key)));
  }
}

/** A counter shared by every replica through Redis when it is configured, in memory otherwise. */
export function createRateLimiter(redis: Redis | null, options: LimitOptions): RateLimiterAbstract {
  const keyPrefix = `limit:${options.keyPrefix}`;
  return redis
    ? new RateLimiterRedisHashed({ ...options, keyPrefix, storeClient: redis })
    : new RateLimiterMemory({ ...options, keyPrefix });
}

/**
 * Takes one point, or refuses with the given 429 code and the seconds to wait (Retry-After).
 * rate-limiter-flexible rejects with a RateLimiterRes when the budget is spent and with an Error
 * when its store fails: the latter is not the client's fault and is rethrown as is.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  code: ErrorCode,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new AppError(code, {
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      });
    }
    throw rejection;
  }
}
