import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { addressOf, untilAnswers } from '../../db/wait';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state between replicas; null when REDIS_URL is unset (state stays in memory). */
    redis: Redis | null;
  }
}

/** One connection and PING, without ioredis's own reconnecting: the caller decides when to retry. */
async function ping(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  // connect() only says "Connection is closed": the cause (ECONNREFUSED…) comes as an event.
  let cause: Error | undefined;
  probe.on('error', (error: Error) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw cause ?? error;
  } finally {
    probe.disconnect();
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
    // A Redis starting beside the API is waited for (STARTUP_WAIT_SECONDS), one line per try.
    await untilAnswers(`Redis at ${addressOf(redisUrl, 6379)}`, () => ping(redisUrl), {
      waitSeconds: fastify.config.startupWaitSeconds,
      log: (line) => fastify.log.warn(line),
    });
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
