import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMessageResponse } from '@portal/shared/api/contract';
import { ZRecoveryEmailRequest, ZRecoveryRequest } from '@portal/shared/validation/sign-in';
import { localeFromHeader, translate } from '../../../i18n/translate';

/** Forgot and recover (spec §2): a single-use link by e-mail, then the new password. */
const recovery: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email/recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password-recovery link (same answer whether or not the address is known)',
        body: ZRecoveryEmailRequest,
        response: { 200: ZMessageResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      await fastify.passwordRecovery.request(request.body.email, request.ip, locale);
      return { message: translate(locale, 'delivery.notice.recoverySent') };
    },
  );

  fastify.post(
    '/recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password through a recovery link; every session is signed out',
        body: ZRecoveryRequest,
        response: { 200: ZMessageResponse, 400: ZErrorResponse },
      },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      await fastify.passwordRecovery.reset(request.body.token, request.body.password, locale);
      return { message: translate(locale, 'delivery.notice.passwordReset') };
    },
  );
};

export default recovery;
