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
        body: ZRefreshRequest,
        response: { 200: ZTokens, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.sessions.refresh(request.body.id, request.body.refreshToken),
  );
};

export default refreshToken;
