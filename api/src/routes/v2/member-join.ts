import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZPhoneLoginInfo, ZRegistrationLink } from '@portal/shared/api/contract';
import {
  ZJoinPhoneCodeRequest,
  ZJoinWithPhoneRequest,
  ZJoinWithProviderRequest,
} from '@portal/shared/api/member-join';
import { ZSignInAnswer } from '@portal/shared/api/security';
import { toE164 } from '@portal/shared/validation/phone-login';
import { SOCIAL_PROVIDERS } from '@portal/shared/validation/sign-in';
import { localeFromHeader } from '../../i18n/translate';
import { memberJoin } from '../../members/member-join';

const ZToken = z.object({ token: z.string().max(200) });

const joinResponses = {
  200: ZSignInAnswer,
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * Joining a team without a password (issue 37): with Google, Apple or the person's phone, beside
 * the password of POST /v2/member-invitations/{token}. Public like the link itself (the token is
 * the permission); each join records 'member.joined' (activity/route-actions.ts). Its own file
 * beside member-invitations/ (whose index.ts autoload loads alone), under the same URLs.
 */
const joinWays: FastifyPluginAsyncZod = async (fastify) => {
  const join = memberJoin(fastify);
  const clientOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  fastify.get(
    '/member-invitations/:token/social/:provider',
    {
      schema: {
        operationId: 'startMemberJoinWithProvider',
        tags: ['members'],
        summary: 'Join with Google or Apple (public): the URL to send the browser to',
        description:
          'Checks the link first (404/410 as GET /v2/member-invitations/{token}). The provider ' +
          'sends its answer back to the join page (`/#/join?provider=&code=&state=`).',
        params: ZToken.extend({ provider: z.enum(SOCIAL_PROVIDERS) }),
        response: { 200: ZRegistrationLink, 404: ZErrorResponse, 410: ZErrorResponse },
      },
    },
    async (request) => join.providerLink(request.params.token, request.params.provider),
  );

  fastify.post(
    '/member-invitations/:token/social',
    {
      schema: {
        operationId: 'joinMemberInvitationWithProvider',
        tags: ['members'],
        summary: 'Accept an e-mail invitation with Google or Apple (public)',
        description:
          'The code and state Google or Apple sent back. The link proves the e-mail, so the ' +
          'provider’s address need not be the invited one; its subject becomes the member’s way ' +
          'in (they sign in with it from the login page). 409 `MEMBER_IDENTITY_TAKEN` when it ' +
          'already signs in as someone else (an account’s own login or another member). A new ' +
          'person sends first and last name. The link is spent with the membership: used once, ' +
          'then 410.',
        params: ZToken,
        body: ZJoinWithProviderRequest,
        response: joinResponses,
      },
    },
    async (request) => join.withProvider(request.params.token, request.body, clientOf(request)),
  );

  fastify.post(
    '/member-invitations/:token/phone-code',
    {
      schema: {
        operationId: 'requestMemberJoinCode',
        tags: ['members'],
        summary: 'Send a 6-digit code to the number the invited person joins with (public)',
        description:
          '409 `MEMBER_PHONE_TAKEN` when the number already signs in as someone else. The code ' +
          'rules and text budgets of the phone sign-in.',
        params: ZToken,
        body: ZJoinPhoneCodeRequest,
        response: {
          200: ZPhoneLoginInfo,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          410: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) =>
      join.requestCode(
        request.params.token,
        { phone: toE164(request.body.phone), channel: request.body.channel },
        request.ip,
        localeFromHeader(request.headers['accept-language']),
      ),
  );

  fastify.post(
    '/member-invitations/:token/phone',
    {
      schema: {
        operationId: 'joinMemberInvitationWithPhone',
        tags: ['members'],
        summary: 'Accept an e-mail invitation with the code sent to a phone (public)',
        description:
          'The code proves the number; the member signs in with it from then on (POST ' +
          '/v2/auth/requestlogin). A new person sends first and last name. Used once, then 410.',
        params: ZToken,
        body: ZJoinWithPhoneRequest,
        response: joinResponses,
      },
    },
    async (request) =>
      join.withPhone(
        request.params.token,
        { ...request.body, phone: toE164(request.body.phone) },
        clientOf(request),
      ),
  );
};

export default joinWays;
