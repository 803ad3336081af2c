import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { outboxStats } from '../delivery/outbox-repository';
import { jobStats } from '../jobs/jobs-repository';
import { createMetrics, type Metrics } from '../metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Sign-in routes, by the method a failure is counted under. */
const LOGIN_ROUTES: Record<string, string> = {
  '/v2/auth/email': 'password',
  '/v2/auth/validatelogin': 'phone',
  '/v2/auth/social': 'social',
  '/v2/auth/callback/:provider': 'social',
  '/v2/auth/handoff/exchange': 'handoff',
  '/app/v1/auth/verify': 'app',
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests have one length). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Prometheus metrics: every request is counted by its route pattern, and GET /metrics serves
 * them, behind METRICS_TOKEN when it is set; production without it does not serve them at all.
 * Registered before any route, so its hook sees them all.
 */
export default fp(
  async function metricsPlugin(fastify) {
    const metrics = createMetrics({
      // Read at scrape time: the database and outbox plugins register after this one.
      pool: () => fastify.db.poolStats(),
      outbox: () => outboxStats(fastify.db),
      jobs: () => jobStats(fastify.db),
    });
    fastify.decorate('metrics', metrics);

    // Every answer passes here: a plain callback, no promise of its own.
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      const { statusCode } = reply;
      metrics.request(request.method, route, statusCode, reply.elapsedTime / 1000);
      // Not a refusal of the credentials: 429 refuses before any check, 409 answers a right one
      // that still has a choice to make (a number on several accounts).
      if (statusCode >= 400 && statusCode < 500 && statusCode !== 409 && statusCode !== 429) {
        const login = LOGIN_ROUTES[route];
        if (login) metrics.loginFailed(login);
      }
      done();
    });

    const { metricsToken, isProduction } = fastify.config;
    if (!metricsToken && isProduction) return;
    fastify.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      if (metricsToken && !hasToken(request, metricsToken))
        return reply.code(401).header('www-authenticate', 'Bearer').send();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
