import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of protected routes: 401 unless a valid Bearer token of a live login is sent. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's account, set by authenticate. */
    accountId: string;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export default fp(
  async function authenticatePlugin(fastify) {
    fastify.decorateRequest('accountId', '');
    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await fastify.sessions.verify(token) : null;
      if (!claims) throw new AppError('UNAUTHORIZED');
      request.accountId = claims.accountId;
    });
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
