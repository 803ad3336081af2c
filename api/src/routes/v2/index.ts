import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import email from './auth/email';
import logout from './auth/logout';
import refreshToken from './auth/refresh-token';
import createUser from './users/create';
import me from './users/me';

/** The provider API (spec §7), version 2. Capabilities of later issues register here too. */
const v2: FastifyPluginAsyncZod = async (fastify) => {
  // The general per-IP budget; login failures have their own, stricter limiter.
  fastify.addHook('onRequest', fastify.rateLimit());
  await fastify.register(email, { prefix: '/auth' });
  await fastify.register(refreshToken, { prefix: '/auth' });
  await fastify.register(logout, { prefix: '/auth' });
  await fastify.register(createUser, { prefix: '/users' });
  await fastify.register(me, { prefix: '/users' });
};

export default v2;
