import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthStatus } from '../health/status';

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
      const { healthy, body } = await healthStatus(fastify);
      if (!healthy)
        request.log.warn({ database: body.database, redis: body.redis }, 'health check failed');
      reply.header('cache-control', 'no-store');
      return reply.code(healthy ? 200 : 503).send(body);
    },
  );
};

export default healthz;
