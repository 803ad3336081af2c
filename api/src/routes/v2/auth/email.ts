import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZSignInAnswer } from '@portal/shared/api/security';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';

const emailLogin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email',
    {
      schema: {
        operationId: 'loginWithEmail',
        tags: ['auth'],
        summary: 'E-mail login',
        description:
          'With `claim` (the one-time claim of a checkout whose e-mail already had an account), ' +
          'the paid subscription is attached to this account in the same step, when its e-mail is ' +
          'the paid one (409 otherwise); an unknown, used or expired claim is a 404. A person ' +
          'with a second factor gets its step (`secondFactorRequired`) instead of the tokens.',
        body: ZEmailLoginRequest,
        response: {
          200: ZSignInAnswer,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { email, password, claim } = request.body;
      return fastify.authService.loginWithEmail({
        email,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        claim,
      });
    },
  );
};

export default emailLogin;
