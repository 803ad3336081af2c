import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state between replicas; null when REDIS_URL is unset (state stays in memory). */
    redis: Redis | null;
  }
}

export default fp(
  async function redisPlugin(fastify) {
    const { redisUrl, redisKeyPrefix } = fastify.config;
    if (!redisUrl) {
      if (fastify.config.database.kind === 'postgres') {
        // A shared database suggests several replicas: each would count limits on its own.
        fastify.log.warn(
          'DATABASE_URL without REDIS_URL: login and request limits are counted per process; ' +
            'with several replicas set REDIS_URL so they share them',
        );
      }
      fastify.decorate('redis', null);
      return;
    }
    const redis = new Redis(redisUrl, {
      keyPrefix: redisKeyPrefix,
      lazyConnect: true,
      // Fail a request quickly rather than queueing it forever while Redis is away.
      maxRetriesPerRequest: 2,
    });
    await redis.connect();
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
