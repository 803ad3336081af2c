import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError, type ErrorCode } from '../errors/app-error';

export interface LimitOptions {
  /** Namespace of the counters, e.g. 'code-send-hour'. */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
}

/** A counter shared by every replica through Redis when it is configured, in memory otherwise. */
export function createRateLimiter(redis: Redis | null, options: LimitOptions): RateLimiterAbstract {
  const keyPrefix = `limit:${options.keyPrefix}`;
  return redis
    ? new RateLimiterRedis({ ...options, keyPrefix, storeClient: redis })
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
