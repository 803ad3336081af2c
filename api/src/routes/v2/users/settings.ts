import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAccount, ZErrorResponse, ZMessageResponse } from '@portal/shared/api/contract';
import {
  ZEmailChangeInfo,
  ZPasswordChangeRequest,
  ZRequestEmailChangeRequest,
  ZValidateEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { accountFields, changesOf } from '../../../activity/changes';
import { ownAccount } from '../../../auth/ownership';
import { translate } from '../../../i18n/translate';

const ZUserParams = z.object({ id: z.string() });

/** The settings tab (spec §2, §7): e-mail change with a one-time code, password change. */
const settings: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/:id/requestEmailChange',
    {
      schema: {
        operationId: 'requestEmailChange',
        tags: ['users'],
        summary:
          'Check the current e-mail and password, then mail a 6-digit code to the new e-mail',
        params: ZUserParams,
        body: ZRequestEmailChangeRequest,
        response: {
          200: ZEmailChangeInfo,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      fastify.accountSettings.requestEmailChange(ownAccount(request), request.body),
  );

  fastify.post(
    '/:id/validateEmailChange',
    {
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['users'],
        summary: 'Make the new e-mail the account’s with the code it received; answers the account',
        params: ZUserParams,
        body: ZValidateEmailChangeRequest,
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
      const account = await fastify.accountSettings.validateEmailChange(
        ownAccount(request),
        request.body,
      );
      request.activityChanges = changesOf(accountFields(request.account), accountFields(account));
      return account;
    },
  );

  fastify.patch(
    '/:id/password',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Change the password; every other session is signed out',
        params: ZUserParams,
        body: ZPasswordChangeRequest,
        response: {
          200: ZMessageResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const caller = ownAccount(request);
      await fastify.accountSettings.changePassword(caller, request.body);
      return { message: translate(caller.locale, 'delivery.notice.passwordChanged') };
    },
  );
};

export default settings;
