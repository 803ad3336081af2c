import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateAccountResponse, ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { isUniqueViolation } from '../../../db/db';
import { AppError } from '../../../errors/app-error';
import { hashPassword } from '../../../auth/passwords';
import { claimPaidSubscription } from '../../../billing/repository/claims';

const createUser: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    // '' under the /users prefix: the route is exactly /v2/users.
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (INCOMPLETE until a paid subscription is attached)',
        body: ZCreateAccountRequest,
        response: { 201: ZCreateAccountResponse, 400: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, phone, origin, password } = request.body;
      const passwordHash = await hashPassword(password);
      try {
        // One transaction: the account, and the paid subscription bought with its e-mail at the
        // checkout, if one waits for it; a refused account leaves nothing behind.
        const id = await fastify.db.transaction(async (tx) => {
          const accountId = await fastify.accountsRepository.create(
            { email, firstName, lastName, phone, origin, passwordHash },
            tx,
          );
          await claimPaidSubscription(tx, accountId);
          return accountId;
        });
        request.log.info({ accountId: id }, 'account created');
        return reply.code(201).send({ id });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', { fields: { email: 'errors.emailTaken' } });
        }
        throw error;
      }
    },
  );
};

export default createUser;
