import type { FastifyInstance } from 'fastify';

/**
 * Hooks of every route under /v2 (loaded by @fastify/autoload for this folder and the ones below).
 * The general per-IP budget; login attempts have their own, stricter limiter.
 */
export default async function v2Hooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.rateLimit());
}
