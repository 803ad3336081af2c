import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZPhoneLoginInfo } from '@portal/shared/api/contract';
import { ZSignInAnswer } from '@portal/shared/api/security';
import {
  ZRequestLoginRequest,
  ZValidateLoginRequest,
  toE164,
} from '@portal/shared/validation/phone-login';
import { signInCodes } from '../../../auth/sign-in-codes';
import { localeFromHeader } from '../../../i18n/translate';

/**
 * Phone sign-in (spec §4 Phone login): ask for a code, then confirm it. A number signs in only to
 * the account that proved it in its settings (migration 009), checked at both steps. The codes,
 * limits and delivery are the app's too (auth/sign-in-codes.ts).
 */
const phoneLogin: FastifyPluginAsyncZod = async (fastify) => {
  const codes = signInCodes(fastify);

  fastify.post(
    '/requestlogin',
    {
      schema: {
        operationId: 'requestPhoneSignInCode',
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS or on the messaging app',
        body: ZRequestLoginRequest,
        response: {
          200: ZPhoneLoginInfo,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) =>
      codes.request('portal', {
        phone: toE164(request.body.phone),
        channel: request.body.channel,
        ip: request.ip,
        locale: localeFromHeader(request.headers['accept-language']),
      }),
  );

  fastify.post(
    '/validatelogin',
    {
      schema: {
        operationId: 'loginWithPhoneCode',
        tags: ['auth'],
        summary: 'Sign in with the code sent to the phone',
        body: ZValidateLoginRequest,
        response: {
          200: ZSignInAnswer,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      codes.signInCustomer({
        phone: toE164(request.body.phone),
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        locale: localeFromHeader(request.headers['accept-language']),
      }),
  );
};

export default phoneLogin;
