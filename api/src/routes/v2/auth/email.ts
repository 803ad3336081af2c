import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';

const emailLogin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail login',
        body: ZEmailLoginRequest,
        response: {
          200: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      return fastify.authService.login({
        identifier: email,
        ip: request.ip,
        verify: () => fastify.authService.checkPassword(email, password),
      });
    },
  );
};

export default emailLogin;
