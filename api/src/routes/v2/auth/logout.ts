import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZLogoutRequest } from '@portal/shared/validation/auth';

const logout: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Log out: revokes this login (its refresh tokens and access tokens)',
        body: ZLogoutRequest,
        response: {
          204: z.null().describe('Logged out'),
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await fastify.sessions.end(request.accountId, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};

export default logout;
