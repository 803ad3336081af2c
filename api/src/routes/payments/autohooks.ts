import type { FastifyInstance } from 'fastify';

/**
 * Hooks of every /payments route: the general per-IP budget (card and checkout calls have
 * stricter ones of their own) and no caching of answers that carry payment state.
 */
export default async function paymentsHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.rateLimit());
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
