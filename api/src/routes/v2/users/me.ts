import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccount, ZErrorResponse } from '@portal/shared/api/contract';
import { AppError } from '../../../errors/app-error';

const me: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in account with its subscription',
        response: { 200: ZAccount, 401: ZErrorResponse },
      },
    },
    // Loaded by authentication together with the login check: one query per call.
    async (request) => {
      if (!request.account) throw new AppError('UNAUTHORIZED');
      return request.account;
    },
  );
};

export default me;
