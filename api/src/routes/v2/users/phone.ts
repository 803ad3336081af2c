import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAccount, ZErrorResponse, ZPhoneLoginInfo } from '@portal/shared/api/contract';
import {
  ZPhoneChangeRequest,
  ZRequestPhoneVerificationRequest,
  ZValidatePhoneVerificationRequest,
} from '@portal/shared/validation/phone-settings';
import { accountFields, changesOf } from '../../../activity/changes';
import { ownAccount } from '../../../auth/ownership';

const ZUserParams = z.object({ id: z.string() });

/**
 * The settings tab's phone: change the number (with the password), then prove it with a code so
 * that it signs in to this account, and to no other (migration 009).
 */
const phone: FastifyPluginAsyncZod = async (fastify) => {
  fastify.patch(
    '/:id/phone',
    {
      schema: {
        operationId: 'updatePhone',
        tags: ['users'],
        summary: 'Change the account’s phone number; it no longer signs in until proven again',
        params: ZUserParams,
        body: ZPhoneChangeRequest,
        response: {
          200: ZAccount,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const account = await fastify.accountSettings.changePhone(ownAccount(request), request.body);
      request.activityChanges = changesOf(accountFields(request.account), accountFields(account));
      return account;
    },
  );

  fastify.post(
    '/:id/requestPhoneVerification',
    {
      schema: {
        operationId: 'requestPhoneVerification',
        tags: ['users'],
        summary: 'Send a 6-digit code to the account’s phone number, to prove it',
        params: ZUserParams,
        body: ZRequestPhoneVerificationRequest,
        response: {
          200: ZPhoneLoginInfo,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => fastify.phoneProof.request(ownAccount(request), request.body.channel),
  );

  fastify.post(
    '/:id/validatePhoneVerification',
    {
      schema: {
        operationId: 'verifyPhone',
        tags: ['users'],
        summary: 'Prove the phone number with its code: from now on it signs in to this account',
        params: ZUserParams,
        body: ZValidatePhoneVerificationRequest,
        response: {
          200: ZAccount,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const account = await fastify.phoneProof.confirm(ownAccount(request), request.body.code);
      request.activityChanges = changesOf(accountFields(request.account), accountFields(account));
      return account;
    },
  );
};

export default phone;
