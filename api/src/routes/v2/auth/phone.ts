import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse, ZPhoneLoginInfo } from '@portal/shared/api/contract';
import {
  ZRequestLoginRequest,
  ZValidateLoginRequest,
  toE164,
} from '@portal/shared/validation/phone-login';
import { loginCodeText } from '../../../delivery/templates';
import { AppError } from '../../../errors/app-error';
import { localeFromHeader } from '../../../i18n/translate';

/**
 * Phone sign-in (spec §4 Phone login): ask for a code, then confirm it. A number signs in only to
 * the account that proved it in its settings (migration 009), checked at both steps.
 */
const phoneLogin: FastifyPluginAsyncZod = async (fastify) => {
  /** The account the number signs in to. A number typed but not proven is "not found". */
  async function ownerOf(phone: string) {
    const owner = await fastify.signInRepository.findPhoneOwner(phone);
    if (owner.kind === 'ambiguous') throw new AppError('PHONE_AMBIGUOUS');
    if (owner.kind === 'none') throw new AppError('PHONE_NOT_FOUND');
    return owner.account;
  }

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
    async (request) => {
      const { channel } = request.body;
      const phone = toE164(request.body.phone);
      // Counted whether the number has an account or not: finding which do is slow.
      await fastify.textBudget.fromAddress(request.ip, 'signIn');
      const owner = await ownerOf(phone);
      if (!fastify.messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
      const issued = await fastify.oneTimeCodes.issue('login', phone, () =>
        fastify.textBudget.take({ to: phone, accountIds: [owner.id] }),
      );
      // The person is looking at the screen in this language right now.
      const text = loginCodeText(localeFromHeader(request.headers['accept-language']), issued.code);
      await fastify.messaging.send(phone, channel, text);
      return {
        phone,
        channel,
        expiresIn: issued.expiresIn,
        resendIn: issued.resendIn,
        attemptsLeft: issued.attemptsLeft,
      };
    },
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
          200: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const phone = toE164(request.body.phone);
      const repo = fastify.signInRepository;
      const answer = await fastify.authService.login({
        identifier: phone,
        ip: request.ip,
        verify: async () => {
          const account = await ownerOf(phone);
          await fastify.oneTimeCodes.verify('login', phone, request.body.code);
          return account.id;
        },
      });
      // The account's e-mails follow the language it last signed in with.
      await repo.rememberLocale(
        answer.user.id,
        localeFromHeader(request.headers['accept-language']),
      );
      return answer;
    },
  );
};

export default phoneLogin;
