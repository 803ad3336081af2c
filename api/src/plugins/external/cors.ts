import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Browsers keep a preflight answer this long (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls, for a front end whose runtime config puts the API on another origin
 * (`API_BASE`). Only the origins of CORS_ORIGINS get the CORS headers; any other page's request
 * gets none, so its browser refuses the answer and the preflight of a write. Credentials are the
 * Bearer token in `Authorization`, never cookies: `Access-Control-Allow-Credentials` is never sent.
 */
export default fp(
  async function corsPlugin(fastify) {
    const allowed = new Set(fastify.config.corsOrigins);
    await fastify.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      exposedHeaders: ['Retry-After', 'Content-Disposition', 'X-Total-Count', 'Link'],
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      // The preflight of a refused origin still ends here (204, no CORS headers), never in a
      // route that would ask it for a token.
      preflightContinue: false,
      strictPreflight: true,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
