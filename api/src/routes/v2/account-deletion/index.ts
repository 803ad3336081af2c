import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountDeletionAnswer,
  ZAccountDeletionRequest,
  ZAccountRestoreRequest,
} from '@portal/shared/api/account-deletion';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';

/**
 * "Delete my account" (issue 39, api/src/account-deletion/): what the owner's request needs, the
 * request, and the undo a refused sign-in offers during the 14-day window.
 */
const accountDeletionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'getAccountDeletion',
        tags: ['account'],
        summary: 'What deleting the account asks for: whether an authenticator code is needed',
        response: {
          200: z.object({ codeRequired: z.boolean() }),
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      codeRequired: await fastify.accountDeletion.codeRequired(request.accountId),
    }),
  );

  fastify.post(
    '',
    {
      schema: {
        operationId: 'deleteAccount',
        tags: ['account'],
        summary: 'Delete the account (owner): at once cancelled and signed out, erased in 14 days',
        description:
          'The password, the authenticator code where the owner has one, and the account’s ' +
          'e-mail typed as confirmation. At once: the subscription is cancelled (no refund), every ' +
          'portal and app session ends, sign-in is refused (the owner is offered the undo). After ' +
          '14 days the purge erases the personal data. 400 PASSWORD_WRONG / ' +
          'DELETION_CONFIRMATION_WRONG / SECOND_FACTOR_PROOF_REQUIRED / SECOND_FACTOR_CODE_WRONG.',
        body: ZAccountDeletionRequest,
        response: {
          200: ZAccountDeletionAnswer,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => fastify.accountDeletion.request(request.accountId, request.body, request.ip),
  );

  fastify.post(
    '/restore',
    {
      schema: {
        operationId: 'restoreAccount',
        tags: ['account'],
        summary: 'Undo the deletion during its window (the offer of a refused sign-in): signed in',
        description:
          'The token comes from the owner’s sign-in refused with 403 ACCOUNT_DELETION_PENDING ' +
          '(`restore.token`, 15 minutes, once). The subscription stays cancelled. 400 ' +
          'ACCOUNT_RESTORE_INVALID when spent, expired or the purge has begun.',
        body: ZAccountRestoreRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse },
      },
    },
    async (request) =>
      fastify.accountDeletion.restore(request.body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};

export default accountDeletionRoutes;
