import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccount, ZErrorResponse } from '@portal/shared/api/contract';
import { AppError } from '../../../errors/app-error';

const me: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in account with its subscription',
        response: { 200: ZAccount, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const account = await fastify.accountsRepository.findById(request.accountId);
      // A deleted account's token is as good as none.
      if (!account) throw new AppError('UNAUTHORIZED');
      return account;
    },
  );
};

export default me;
