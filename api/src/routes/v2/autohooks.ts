import type { FastifyInstance } from 'fastify';

/**
 * Hooks of every route under /v2 (loaded by @fastify/autoload for this folder and the ones below).
 * The general per-IP budget (login attempts have their own, stricter limiter) and no caching.
 */
export default async function v2Hooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.rateLimit());
  // Every answer here carries tokens or account data: no cache (browser, proxy) may keep it.
  // The one exception sets its own: asset contents, immutable behind their signed URL.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
