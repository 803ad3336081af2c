import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import email from './auth/email';
import logout from './auth/logout';
import signInMethods from './auth/methods';
import phoneLogin from './auth/phone';
import recovery from './auth/recovery';
import refreshToken from './auth/refresh-token';
import socialLogin from './auth/social';
import createUser from './users/create';
import me from './users/me';

/** The provider API (spec §7), version 2. Capabilities of later issues register here too. */
const v2: FastifyPluginAsyncZod = async (fastify) => {
  // The general per-IP budget; login failures have their own, stricter limiter.
  fastify.addHook('onRequest', fastify.rateLimit());
  await fastify.register(email, { prefix: '/auth' });
  await fastify.register(refreshToken, { prefix: '/auth' });
  await fastify.register(logout, { prefix: '/auth' });
  await fastify.register(phoneLogin, { prefix: '/auth' });
  await fastify.register(socialLogin, { prefix: '/auth' });
  await fastify.register(recovery, { prefix: '/auth' });
  await fastify.register(signInMethods, { prefix: '/auth' });
  await fastify.register(createUser, { prefix: '/users' });
  await fastify.register(me, { prefix: '/users' });
};

export default v2;
