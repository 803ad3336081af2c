import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
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
import { loginCodeText } from '../../../../delivery/templates';
import { AppError } from '../../../../errors/app-error';
import { localeFromHeader, translate } from '../../../../i18n/translate';

/** The app's codes are apart from the portal's: a portal code never signs in to the app. */
const PURPOSE = 'app-login';

/**
 * The agents' sign-in (docs/app-contract.md): the login phone of a profile gets a code by SMS or
 * on the messaging app, with the portal's one-time codes, limits and delivery; the code gives an
 * agent session (audience `app`). A number without a profile is answered exactly as one with a
 * profile (nothing is sent): the app cannot be used to find which numbers are agents.
 */
const appAuth: FastifyPluginAsyncZod = async (fastify) => {
  /**
   * After the answer: the agents of the number, then the text if one of their accounts may still
   * text (its budget is charged). Nothing here can change the answer or its delay.
   */
  async function textCode(phone: string, channel: CodeChannel, text: string) {
    const agents = await fastify.agents.findByPhone(phone);
    const accountIds = [...new Set(agents.map((agent) => agent.profile.account_id))];
    // Each account that names the number pays for it; one whose budget is spent does not stop the
    // text for the others (another account typing the number cannot keep its agent out).
    const charged = await Promise.allSettled(
      accountIds.map((accountId) => fastify.textBudget.take({ accountIds: [accountId] })),
    );
    if (!charged.some((charge) => charge.status === 'fulfilled')) {
      if (accountIds.length > 0)
        fastify.log.warn({ accountIds }, 'app code not sent: budget spent');
      return;
    }
    // A refusal of the gateway is logged by messaging and kept in the outbox.
    await fastify.messaging.send(phone, channel, text).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'DELIVERY_FAILED')) throw error;
    });
  }

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
    async (request) => {
      const { channel } = request.body;
      const phone = toE164(request.body.phone);
      await fastify.textBudget.fromAddress(request.ip, 'signIn');
      if (!fastify.messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
      // The code and the number's budget are taken whoever holds the number, so the same limits
      // answer for every number.
      const issued = await fastify.oneTimeCodes.issue(PURPOSE, phone, () =>
        fastify.textBudget.take({ to: phone }),
      );
      const text = loginCodeText(localeFromHeader(request.headers['accept-language']), issued.code);
      // Whether the number is an agent's, and what the SMS gateway says of it, is found out only
      // after the answer: neither its content nor its delay depends on them.
      fastify.background.run('app sign-in code', () => textCode(phone, channel, text));
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
      const phone = toE164(request.body.phone);
      const { code, profileId } = request.body;
      const found = await fastify.authService.checkAttempt({
        identifier: phone,
        ip: request.ip,
        verify: async () => {
          const agents = await fastify.agents.findByPhone(phone);
          const chosen = profileId
            ? agents.find((agent) => agent.profile.id === profileId)
            : agents.length === 1
              ? agents[0]
              : undefined;
          if (!chosen && agents.length > 0) {
            // Several companies have this number (or the one picked is gone): the right code
            // shows them, and stays valid for the sign-in that names one.
            await fastify.oneTimeCodes.verify(PURPOSE, phone, code, { keep: true });
            return { choose: true as const, agents };
          }
          await fastify.oneTimeCodes.verify(PURPOSE, phone, code);
          return chosen ? { choose: false as const, agent: chosen } : null;
        },
      });
      if (found.choose) {
        const locale = localeFromHeader(request.headers['accept-language']);
        return reply.code(409).send({
          message: translate(locale, 'delivery.error.appChooseProfile'),
          code: 'APP_CHOOSE_PROFILE',
          profiles: found.agents.map(({ profile }) => ({
            profileId: profile.id,
            companyName: profile.company_name,
            loginName: profile.login_name,
          })),
        });
      }
      const { agent } = found;
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
