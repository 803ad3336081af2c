import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZRegistrationLink } from '@portal/shared/api/contract';
import { ZSignInAnswer } from '@portal/shared/api/security';
import {
  SOCIAL_PROVIDERS,
  ZSocialLoginRequest,
  type SocialProvider,
} from '@portal/shared/validation/sign-in';
import { loginWithSocialProvider } from '../../../auth/social-login';
import { JOIN_STATE_PREFIX } from '../../../auth/social-sign-in';
import { localeFromHeader } from '../../../i18n/translate';

const ZProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** What a provider sends back to the redirect URI, as query (Google) or form POST (Apple). */
const ZProviderAnswer = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
});

/** "Continue with Google" and "Continue with Apple": OpenID Connect authorisation-code flow. */
const socialLogin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/getRegistrationLink/:provider',
    {
      schema: {
        operationId: 'getSocialSignInLink',
        tags: ['auth'],
        summary: 'Start a Google or Apple sign-in: the URL to send the browser to',
        params: ZProviderParams,
        response: { 200: ZRegistrationLink, 404: ZErrorResponse },
      },
    },
    async (request) => fastify.socialSignIn.start(request.params.provider),
  );

  fastify.post(
    '/social',
    {
      schema: {
        operationId: 'loginWithSocialProvider',
        tags: ['auth'],
        summary: 'Sign in with the code Google or Apple sent back',
        body: ZSocialLoginRequest,
        response: {
          200: ZSignInAnswer,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { googleCode, appleCode, state, iss } = request.body;
      return loginWithSocialProvider(fastify, {
        provider: googleCode ? 'google' : 'apple',
        code: (googleCode ?? appleCode)!,
        state,
        iss,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        locale: localeFromHeader(request.headers['accept-language']),
        log: request.log,
      });
    },
  );

  // The redirect URI: hands the answer to the login screen, whose hash route a provider cannot
  // name. Apple posts a form, so this scope reads form bodies.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const toLoginScreen = (provider: SocialProvider, answer: z.infer<typeof ZProviderAnswer>) => {
    const params = new URLSearchParams({ provider });
    for (const key of ['code', 'state', 'iss', 'error'] as const) {
      const value = answer[key];
      if (value) params.set(key, value);
    }
    // A flow started on an invitation's join page goes back there (issue 37).
    const screen = answer.state?.startsWith(JOIN_STATE_PREFIX) ? 'join' : 'login';
    return `${fastify.config.publicUrl}/#/${screen}?${params}`;
  };
  const callbackSchema = {
    tags: ['auth'],
    summary: 'Redirect URI of Google and Apple: back to the login screen with their answer',
    params: ZProviderParams,
    response: {
      303: z.null().describe('To the login screen, with the provider’s answer in its query'),
    },
  };
  fastify.get(
    '/callback/:provider',
    {
      schema: {
        ...callbackSchema,
        operationId: 'returnFromSocialProvider',
        querystring: ZProviderAnswer,
      },
    },
    async (request, reply) =>
      reply.redirect(toLoginScreen(request.params.provider, request.query), 303),
  );
  fastify.post(
    '/callback/:provider',
    {
      schema: {
        ...callbackSchema,
        // Apple answers with a form post (response_mode=form_post).
        operationId: 'returnFromSocialProviderByPost',
        body: ZProviderAnswer,
      },
    },
    async (request, reply) =>
      reply.redirect(toLoginScreen(request.params.provider, request.body), 303),
  );
};

export default socialLogin;
