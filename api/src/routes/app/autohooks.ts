import type { FastifyInstance } from 'fastify';

/**
 * Hooks of every route of the agents' app (docs/app-contract.md): the general per-IP budget and,
 * unless a route says otherwise (the configuration's `private, max-age=300`), no caching.
 */
export default async function appHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.rateLimit());
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
