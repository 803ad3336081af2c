import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateAccountResponse, ZErrorResponse } from '@portal/shared/api/contract';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { isUniqueViolation } from '../../../db/db';
import { AppError } from '../../../errors/app-error';
import { hashPassword } from '../../../auth/passwords';
import { redeemClaim } from '../../../billing/repository/claims';

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
      const { firstName, lastName, email, phone, origin, password, claim } = request.body;
      const passwordHash = await hashPassword(password);
      try {
        // One transaction: the account and, with the checkout's claim (the proof that this person
        // controls the paid e-mail), its paid subscription; a refused claim leaves nothing behind.
        // The e-mail alone attaches nothing: anyone can type someone else's address.
        const id = await fastify.db.transaction(async (tx) => {
          const accountId = await fastify.accountsRepository.create(
            { email, firstName, lastName, phone, origin, passwordHash },
            tx,
          );
          if (claim) await redeemClaim(tx, claim, accountId);
          return accountId;
        });
        request.log.info({ accountId: id, claimed: Boolean(claim) }, 'account created');
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
