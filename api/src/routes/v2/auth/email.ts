import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';
import { AppError } from '../../../errors/app-error';
import { verifyPassword } from '../../../plugins/app/auth/passwords';

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
      const { loginLimiter, accountsRepository } = fastify;
      if (await loginLimiter.isBlocked(email, request.ip)) throw new AppError('TOO_MANY_ATTEMPTS');

      const credentials = await accountsRepository.findCredentials(email);
      // Unknown e-mail and wrong password: same answer, same work (a dummy hash is verified).
      const ok = await verifyPassword(credentials?.passwordHash ?? null, password);
      const account = ok && credentials ? await accountsRepository.findById(credentials.id) : null;
      if (!account) {
        await loginLimiter.recordFailure(email, request.ip);
        throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
      }
      await loginLimiter.recordSuccess(email, request.ip);
      request.log.info({ accountId: account.id }, 'login');
      return { ...(await fastify.sessions.start(account.id)), user: account };
    },
  );
};

export default emailLogin;
