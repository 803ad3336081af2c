import fp from 'fastify-plugin';

/**
 * Baseline headers on every answer. No script-src CSP yet: module federation loads remotes from
 * URLs chosen at run time; the CSP below only forbids framing by other sites, plugins and <base>.
 */
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
} as const;

export default fp(
  async function securityHeaders(fastify) {
    fastify.addHook('onSend', async (_request, reply) => {
      for (const [name, value] of Object.entries(HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
    });
  },
  { name: 'security-headers' },
);
