import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAppCodeSent,
  ZAppProfileChoice,
  ZAppRefreshRequest,
  ZAppSession,
  ZAppTokens,
  ZAppVerifyRequest,
} from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZRequestLoginRequest, toE164 } from '@portal/shared/validation/phone-login';
import { refreshAgentSession } from '../../../../auth/agent-refresh';
import { signInCodes } from '../../../../auth/sign-in-codes';
import { localeFromHeader } from '../../../../i18n/translate';

/**
 * The agents' sign-in (docs/app-contract.md): the login phone of a profile gets a code by SMS or
 * on the messaging app, with the portal's one-time codes, limits and delivery
 * (auth/sign-in-codes.ts); the code gives an agent session (audience `app`).
 */
const appAuth: FastifyPluginAsyncZod = async (fastify) => {
  const codes = signInCodes(fastify);

  fastify.post(
    '/code',
    {
      schema: {
        operationId: 'requestAppSignInCode',
        tags: ['app'],
        summary: 'Agent sign-in: send a 6-digit code to the login phone of a profile',
        body: ZRequestLoginRequest,
        response: {
          200: ZAppCodeSent,
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      codes.request('app', {
        phone: toE164(request.body.phone),
        channel: request.body.channel,
        ip: request.ip,
        locale: localeFromHeader(request.headers['accept-language']),
      }),
  );

  fastify.post(
    '/verify',
    {
      schema: {
        operationId: 'verifyAppSignInCode',
        tags: ['app'],
        summary: 'Agent sign-in: the code gives an agent session (tokens of audience app)',
        description:
          'When the number is the login phone of profiles of several companies, the right code ' +
          'answers 409 APP_CHOOSE_PROFILE with their `profiles`; the same code, sent again with ' +
          'the `profileId` the agent picked, signs in to that one.',
        body: ZAppVerifyRequest,
        response: {
          200: ZAppSession,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          409: ZAppProfileChoice,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await codes.signInAgent({
        phone: toE164(request.body.phone),
        code: request.body.code,
        profileId: request.body.profileId,
        ip: request.ip,
        locale: localeFromHeader(request.headers['accept-language']),
        log: request.log,
      });
      return result.kind === 'choose' ? reply.code(409).send(result.choice) : result.session;
    },
  );

  fastify.post(
    '/refresh',
    {
      schema: {
        operationId: 'refreshAppToken',
        tags: ['app'],
        summary: 'Rotate an agent refresh token: the old one is spent, reusing it ends the login',
        body: ZAppRefreshRequest,
        response: {
          200: ZAppTokens,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => refreshAgentSession(fastify, request.body.refreshToken),
  );

  fastify.post(
    '/logout',
    {
      schema: {
        operationId: 'logoutApp',
        tags: ['app'],
        summary: 'End the agent login of this refresh token (its access tokens too)',
        body: ZAppRefreshRequest,
        response: { 204: z.null().describe('Logged out'), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await fastify.sessions.endAgent(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};

export default appAuth;
