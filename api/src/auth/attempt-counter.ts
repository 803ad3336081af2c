import type { Redis } from 'ioredis';

/** Fixed-window failure counters: the window starts at a key's first failure. */
export interface AttemptCounter {
  counts(keys: string[]): Promise<number[]>;
  increment(keys: string[], windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One process: enough for the embedded mode and a single replica. */
export function memoryCounter(now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async counts(keys) {
      return keys.map((key) => live(key)?.count ?? 0);
    },
    async increment(keys, windowMs) {
      // Drop expired windows now and then so the map cannot grow without bound.
      if (entries.size > 10_000) for (const key of [...entries.keys()]) live(key);
      for (const key of keys) {
        const entry = live(key);
        if (entry) entry.count += 1;
        else entries.set(key, { count: 1, resetAt: now() + windowMs });
      }
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** Shared by every replica, so a client cannot spread its guesses across them. */
export function redisCounter(redis: Redis, namespace = 'login-failures:'): AttemptCounter {
  return {
    async counts(keys) {
      const values = await redis.mget(keys.map((key) => namespace + key));
      return values.map((value) => Number(value ?? 0));
    },
    async increment(keys, windowMs) {
      const multi = redis.multi();
      for (const key of keys) {
        // SET NX starts the window once; INCR keeps the TTL it was given.
        multi.set(namespace + key, 0, 'PX', windowMs, 'NX');
        multi.incr(namespace + key);
      }
      await multi.exec();
    },
    async reset(key) {
      await redis.del(namespace + key);
    },
  };
}
