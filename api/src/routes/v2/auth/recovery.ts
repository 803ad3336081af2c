import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMessageResponse } from '@portal/shared/api/contract';
import {
  ZRecoveryCheckRequest,
  ZRecoveryCheckResponse,
  ZRecoveryEmailRequest,
  ZRecoveryRequest,
} from '@portal/shared/validation/sign-in';
import { localeFromHeader, translate } from '../../../i18n/translate';

/** Forgot and recover (spec §2): a single-use link by e-mail, then the new password. */
const recovery: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email/recovery',
    {
      schema: {
        operationId: 'requestPasswordRecovery',
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
        operationId: 'resetPassword',
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

  fastify.post(
    '/recovery/check',
    {
      schema: {
        operationId: 'checkPasswordRecovery',
        tags: ['auth'],
        summary: 'Whether a recovery link still works, without spending it',
        description:
          'Asked by /recover as it opens, so a used or expired link is said at once rather than ' +
          'after the new password is typed. 200 `{expiresIn}` (seconds left) for a live link; ' +
          '400 `RECOVERY_LINK_USED`, `RECOVERY_LINK_EXPIRED` or `RECOVERY_LINK_INVALID` (unknown). ' +
          'POST, so the token sits in no URL or log line; per-IP budget like the recovery requests.',
        body: ZRecoveryCheckRequest,
        response: { 200: ZRecoveryCheckResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => fastify.passwordRecovery.check(request.body.token, request.ip),
  );
};

export default recovery;
