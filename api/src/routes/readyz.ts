import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readinessStatus } from '../health/status';

const ZReadiness = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['ok', 'down']),
  migrations: z.enum(['done', 'running', 'pending', 'unknown']),
  redis: z.enum(['ok', 'down', 'not configured']),
});

/**
 * Readiness, for the load balancer (nginx, compose's healthcheck): 200 only when this replica can
 * serve requests: the database answers, no migration is running and the schema is the one this
 * code expects, and Redis (which holds the shared limits) answers when configured. `/healthz`
 * stays the liveness check: a replica waiting for another one's migrations is alive, not ready.
 */
const readyz: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['web'],
        summary: 'Readiness: database reachable, migrations done, Redis reachable',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (request, reply) => {
      const { ready, body } = await readinessStatus(fastify);
      if (!ready) {
        const { database, migrations, redis } = body;
        request.log.warn({ database, migrations, redis }, 'not ready');
      }
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};

export default readyz;
