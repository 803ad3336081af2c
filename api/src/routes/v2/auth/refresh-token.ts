import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZTokens } from '@portal/shared/api/contract';
import { ZRefreshRequest } from '@portal/shared/validation/auth';

const refreshToken: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/refreshtoken',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['auth'],
        summary: 'Rotate a refresh token: the old one is spent, reusing it ends the login',
        description:
          'A token that can no longer be used is 401 `UNAUTHORIZED`; a member’s whom the owner ' +
          'removed from the team is 401 `MEMBERSHIP_ENDED`, as is their access token on any route.',
        body: ZRefreshRequest,
        response: { 200: ZTokens, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.sessions.refresh(request.body.id, request.body.refreshToken),
  );
};

export default refreshToken;
