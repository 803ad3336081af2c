import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';

/**
 * The general request budget (per client IP). Registered with global: false; the /v2 scope and
 * the not-found handler opt in with fastify.rateLimit(). Counters live in Redis when configured,
 * so replicas share them.
 */
export default fp(
  async function rateLimitPlugin(fastify) {
    await fastify.register(rateLimit, {
      global: false,
      max: fastify.config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'rate-limit:' } : {}),
      // Thrown, so the error handler answers {message, code} in the caller's language.
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
