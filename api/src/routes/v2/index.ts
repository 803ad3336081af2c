import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import email from './auth/email';
import logout from './auth/logout';
import refreshToken from './auth/refresh-token';
import companies from './companies/index';
import invitations from './invitations/index';
import assets from './resources/assets/index';
import createUser from './users/create';
import me from './users/me';
import meUsers from './users/me-users';

/** The provider API (spec §7), version 2. Capabilities of later issues register here too. */
const v2: FastifyPluginAsyncZod = async (fastify) => {
  // The general per-IP budget; login failures have their own, stricter limiter.
  fastify.addHook('onRequest', fastify.rateLimit());
  await fastify.register(email, { prefix: '/auth' });
  await fastify.register(refreshToken, { prefix: '/auth' });
  await fastify.register(logout, { prefix: '/auth' });
  await fastify.register(createUser, { prefix: '/users' });
  await fastify.register(me, { prefix: '/users' });
  await fastify.register(meUsers, { prefix: '/users' });
  await fastify.register(companies, { prefix: '/companies' });
  await fastify.register(assets, { prefix: '/resources/assets' });
  await fastify.register(invitations, { prefix: '/invitations' });
};

export default v2;
