import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import { ZSecondFactorRequest } from '@portal/shared/api/security';
import { localeFromHeader } from '../../../i18n/translate';

const ZChallenge = z.object({ challenge: z.string().min(1).max(200) });

/**
 * The second step of a sign-in (issue 38), public: the challenge a sign-in answered is the
 * permission. A code of the authenticator app or a recovery code finishes it; a lost factor
 * starts the e-mailed recovery.
 */
const secondFactorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/second-factor',
    {
      schema: {
        operationId: 'signInSecondFactor',
        tags: ['auth'],
        summary: 'Finish a sign-in with a code of the authenticator app or a recovery code',
        description:
          'Each code once: an app code of a time step already used, or a used recovery code, is ' +
          'wrong. A wrong code is 401 SECOND_FACTOR_CODE_INVALID with `attemptsLeft` (the ' +
          'challenge dies at the fifth); an unknown, used or expired challenge 401 ' +
          'SECOND_FACTOR_CHALLENGE_INVALID (sign in again); the login limiter (per person and ' +
          'address) 429 TOO_MANY_ATTEMPTS.',
        body: ZSecondFactorRequest,
        response: {
          200: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      fastify.secondFactor.signInWithCode(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  fastify.post(
    '/second-factor/lost',
    {
      schema: {
        operationId: 'requestLostSecondFactorLink',
        tags: ['auth'],
        summary: 'E-mail the person of this sign-in a link to recover without their second factor',
        description:
          'The link (24 hours) opens the recovery page, which confirms it (POST ' +
          '/v2/auth/second-factor/lost/confirm); then, after 72 hours, the factors are removed ' +
          'and the next sign-in needs the first step only. The challenge stays usable. At most 3 ' +
          'links an hour per person (429 TOO_MANY_RECOVERY_REQUESTS).',
        body: ZChallenge,
        response: { 204: z.null(), 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await fastify.secondFactor.requestLostFactorLink(
        request.body.challenge,
        localeFromHeader(request.headers['accept-language']),
        request.ip,
      );
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/second-factor/lost/confirm',
    {
      schema: {
        operationId: 'confirmLostSecondFactor',
        tags: ['auth'],
        summary: 'Open the e-mailed recovery link: the waiting period starts',
        description:
          'Answers when the factors will be removed (`completesAt`, 72 hours later); opening ' +
          'the link again answers the same time. The person and the account’s owner get an ' +
          'e-mail; a sign-in with a factor before the end cancels the recovery. An unknown, ' +
          'expired or cancelled link is 400 SECOND_FACTOR_RECOVERY_LINK_INVALID.',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({ completesAt: z.string() }),
          400: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      fastify.secondFactor.confirmLostFactor(
        request.body.token,
        localeFromHeader(request.headers['accept-language']),
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      ),
  );
};

export default secondFactorRoutes;
