import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZProfileList } from '@portal/shared/api/profiles';

const meUsers: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/me/users',
    {
      schema: {
        tags: ['profiles'],
        summary: "The account's user profiles, oldest first",
        response: { 200: ZProfileList, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.profilesRepository.listForAccount(request.accountId),
  );
};

export default meUsers;
