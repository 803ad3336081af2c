import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateAccountResponse, ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { createAccount } from '../../../accounts/create-account';

const createUser: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    // '' under the /users prefix: the route is exactly /v2/users.
    '',
    {
      schema: {
        operationId: 'createAccount',
        tags: ['users'],
        summary: 'Create an account (INCOMPLETE until a paid subscription is attached)',
        description:
          'With `claim` (the checkout answer’s `claimToken`, or the receipt e-mail link’s), the ' +
          'account owns the paid subscription and its e-mail is proven, in the same transaction; ' +
          'the e-mail must be the paid one (409). An unknown, used or expired claim is a 404 and ' +
          'creates nothing. Without a claim nothing is attached, whatever the e-mail.',
        body: ZCreateAccountRequest,
        response: {
          201: ZCreateAccountResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = await createAccount(fastify, request.body);
      request.log.info({ accountId: id, claimed: Boolean(request.body.claim) }, 'account created');
      return reply.code(201).send({ id });
    },
  );
};

export default createUser;
