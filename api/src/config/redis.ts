import { definePart, hostOf } from './setting';
import { allowFlag, url, verbatim, defaulted } from './values';

export interface RedisConfig {
  redisUrl: string | null;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
}

export const redis = definePart({
  name: 'Redis',
  settings: {
    ALLOW_SINGLE_INSTANCE: allowFlag(
      '`true` lets `NODE_ENV=production` run without REDIS_URL: rate limits, login-failure counters and one-time codes live in one process, so a second instance multiplies every limit and a restart forgets them. One instance only.',
    ),
    REDIS_URL: {
      schema: url(['redis', 'rediss'], 'a redis:// or rediss:// URL'),
      default: '(none)',
      example: 'redis://cache:6379',
      description:
        'Redis for state shared between replicas (rate limits, login-failure counters); in memory when unset.',
    },
    REDIS_KEY_PREFIX: defaulted({
      schema: verbatim(),
      default: 'portal:',
      description: 'Prefix of every Redis key.',
    }),
  },
  allows: { ALLOW_SINGLE_INSTANCE: 'singleInstance' },
  fallbacks: [
    {
      allow: 'ALLOW_SINGLE_INSTANCE',
      names: ['REDIS_URL'],
      refused: (env) => (env.REDIS_URL ? null : 'is required when NODE_ENV=production'),
      risk:
        'without it rate limits, login-failure counters and one-time codes live in one process, ' +
        'so a second instance multiplies every limit and a restart forgets them',
      accept: 'to accept that (one instance only)',
    },
  ],
  read: (env): RedisConfig => ({
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  }),
  doctor: ({ redisUrl }) => [
    redisUrl
      ? { part: 'Redis', uses: `Redis (${hostOf(redisUrl)})`, status: 'real' }
      : {
          part: 'Redis',
          uses: 'memory (limits counted per process)',
          status: 'fallback',
          allowedBy: 'ALLOW_SINGLE_INSTANCE',
        },
  ],
});
