import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { check } from '../health/probe';

const ZCheck = z.enum(['ok', 'down', 'not configured']);
const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: ZCheck,
  redis: ZCheck,
});

/** For load balancers and orchestrators: 200 when the database (and Redis, if configured) answer. */
const healthz: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['web'],
        summary: 'Health: the database and Redis are reachable',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (request, reply) => {
      const { db, redis } = fastify;
      const [database, redisState] = await Promise.all([
        check(() => db.query('SELECT 1')),
        redis ? check(() => redis.ping()) : Promise.resolve('not configured' as const),
      ]);
      const healthy = database === 'ok' && redisState !== 'down';
      if (!healthy) request.log.warn({ database, redis: redisState }, 'health check failed');
      reply.header('cache-control', 'no-store');
      return reply
        .code(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'unavailable', database, redis: redisState });
    },
  );
};

export default healthz;
