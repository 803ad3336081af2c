import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { hashPassword } from '../auth/passwords';
import { redeemClaim } from '../billing/repository/claims';
import { isUniqueViolation } from '../db/db';
import { AppError } from '../errors/app-error';

/**
 * Sign-up (POST /v2/users): the account and, with the checkout's claim (the proof that this person
 * controls the paid e-mail), its paid subscription, in one transaction; a refused claim leaves
 * nothing behind. The e-mail alone attaches nothing: anyone can type someone else's address.
 * Answers the new account's id; an e-mail that has an account is 409 EMAIL_TAKEN.
 */
export async function createAccount(
  fastify: FastifyInstance,
  request: z.infer<typeof ZCreateAccountRequest>,
): Promise<string> {
  const { firstName, lastName, email, phone, origin, password, claim } = request;
  const passwordHash = await hashPassword(password);
  try {
    return await fastify.db.transaction(async (tx) => {
      const accountId = await fastify.accountsRepository.create(
        { email, firstName, lastName, phone, origin, passwordHash },
        tx,
      );
      if (claim) await redeemClaim(tx, claim, accountId);
      return accountId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'errors.emailTaken' } });
    }
    throw error;
  }
}
