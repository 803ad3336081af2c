import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAppCodeSent, ZAppRefreshRequest, ZAppSession, ZAppTokens } from '@portal/shared/api/app';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZRequestLoginRequest,
  ZValidateLoginRequest,
  toE164,
} from '@portal/shared/validation/phone-login';
import { loginCodeText } from '../../../../delivery/templates';
import { AppError } from '../../../../errors/app-error';
import { localeFromHeader } from '../../../../i18n/translate';
import { consumeOrRefuse, createRateLimiter } from '../../../../limits/rate-limiter';
import { CODE_REQUESTS_PER_IP_HOUR } from '../../../../plugins/app/auth/one-time-codes';

/** The app's codes are apart from the portal's: a portal code never signs in to the app. */
const PURPOSE = 'app-login';

/**
 * The agents' sign-in (docs/app-contract.md): the login phone of a profile gets a code by SMS or
 * on the messaging app, with the portal's one-time codes, limits and delivery; the code gives an
 * agent session (audience `app`). A number without a profile is answered exactly as one with a
 * profile (nothing is sent): the app cannot be used to find which numbers are agents.
 */
const appAuth: FastifyPluginAsyncZod = async (fastify) => {
  const perIp = createRateLimiter(fastify.redis, {
    keyPrefix: 'app-code-requests-ip',
    points: CODE_REQUESTS_PER_IP_HOUR,
    duration: 3600,
  });

  fastify.post(
    '/code',
    {
      schema: {
        tags: ['app'],
        summary: 'Agent sign-in: send a 6-digit code to the login phone of a profile',
        body: ZRequestLoginRequest,
        response: {
          200: ZAppCodeSent,
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { channel } = request.body;
      const phone = toE164(request.body.phone);
      await consumeOrRefuse(perIp, request.ip, 'TOO_MANY_CODE_REQUESTS');
      if (!fastify.messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
      // Issued whoever holds the number, so the same limits answer for every number.
      const issued = await fastify.oneTimeCodes.issue(PURPOSE, phone);
      const agent = await fastify.agents.findByPhone(phone);
      if (agent) {
        const text = loginCodeText(
          localeFromHeader(request.headers['accept-language']),
          issued.code,
        );
        await fastify.messaging.send(phone, channel, text);
      }
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
    '/verify',
    {
      schema: {
        tags: ['app'],
        summary: 'Agent sign-in: the code gives an agent session (tokens of audience app)',
        body: ZValidateLoginRequest,
        response: {
          200: ZAppSession,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const phone = toE164(request.body.phone);
      const agent = await fastify.authService.checkAttempt({
        identifier: phone,
        ip: request.ip,
        verify: async () => {
          await fastify.oneTimeCodes.verify(PURPOSE, phone, request.body.code);
          return fastify.agents.findByPhone(phone);
        },
      });
      await fastify.agents.checkActive(agent);
      const { profile } = agent;
      // Only while the profile still signs in with this number (a change or deletion may race).
      const tokens = await fastify.sessions.startAgent(profile.id, phone);
      request.log.info({ profileId: profile.id }, 'agent signed in');
      return {
        ...tokens,
        agent: { profileId: profile.id, loginName: profile.login_name, phone: profile.login_phone },
      };
    },
  );

  fastify.post(
    '/refresh',
    {
      schema: {
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
    async (request) => {
      const result = await fastify.sessions.refreshAgent(request.body.refreshToken);
      if (!result.ok) {
        // Access that ended for good says why; anything else signs in again.
        const family = result.familyId
          ? await fastify.refreshTokensRepository.agentFamily(result.familyId)
          : null;
        if (family?.reason === 'profile_deleted') throw new AppError('APP_PROFILE_DELETED');
        if (family?.reason === 'deactivated') throw new AppError('APP_DEACTIVATED');
        throw new AppError('UNAUTHORIZED');
      }
      const agent = await fastify.agents.findById(result.profileId);
      if (!agent) throw new AppError('APP_PROFILE_DELETED');
      await fastify.agents.checkActive(agent);
      return result.tokens;
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
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
