import { createHash } from 'node:crypto';

/**
 * The part of a Redis key that could name a person (an e-mail address, a phone number), as Redis
 * keeps it: its SHA-256 (base64url, 43 characters), never the value. Key names travel where
 * customers' data must not: into traces, `MONITOR`, `SLOWLOG`, dumps and the Redis host's own
 * tooling. Normalise first (lower-case e-mail, E.164 phone), so that one person is one key.
 *
 * `createRateLimiter` and the one-time codes' store apply it to every key they write; a Redis key
 * built by hand applies it to each part that could name someone.
 */
export const hashedKeyPart = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');
