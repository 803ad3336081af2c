import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import {
  ZPasskeyFactorOptionsRequest,
  ZPasskeyFactorRequest,
  ZPasskeySignIn,
  ZWebAuthnOptions,
} from '@portal/shared/api/passkeys';
import { ZSignInAnswer } from '@portal/shared/api/security';
import type { Person } from '../../../passkeys/passkeys-repository';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The person who owns the passkeys of a sign-in's account and member. */
const personIn = ({
  accountId,
  memberId,
}: {
  accountId: string;
  memberId: string | null;
}): Person => (memberId ? { accountId: null, memberId } : { accountId, memberId: null });

/**
 * Passkey sign-in (issue 38), public: without a password (a discoverable passkey with user
 * verification is both factors), and as the second factor of a sign-in whose first step passed.
 */
const passkeySignIn: FastifyPluginAsyncZod = async (fastify) => {
  const { passkeysService, loginGate } = fastify;

  fastify.post(
    '/passkey/options',
    {
      schema: {
        operationId: 'passkeySignInOptions',
        tags: ['auth'],
        summary:
          'Options to sign in with a passkey (discoverable: the browser offers the person’s)',
        description:
          'No allow list, user verification required. The challenge is good once, for 5 minutes.',
        response: { 200: ZWebAuthnOptions },
      },
    },
    async () => passkeysService.signInOptions(),
  );

  fastify.post(
    '/passkey',
    {
      schema: {
        operationId: 'signInWithPasskey',
        tags: ['auth'],
        summary: 'Sign in with a passkey, no password',
        description:
          'The assertion must answer a challenge of POST /v2/auth/passkey/options (once), come ' +
          'from the portal’s origin and RP ID, be signed by a registered passkey with user ' +
          'verification, and its counter must grow. Refused: 400 PASSKEY_CHALLENGE_INVALID, ' +
          '401 PASSKEY_INVALID. A member signs in to the account of their latest sign-in.',
        body: ZPasskeySignIn,
        response: {
          200: ZSignInAnswer,
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { accountId, memberId } = await passkeysService.signIn(request.body.response);
      // A passkey with user verification is both factors: no second-factor step.
      return loginGate.complete({
        accountId,
        memberId,
        client: clientOf(request),
        secondFactorDone: true,
      });
    },
  );

  fastify.post(
    '/second-factor/passkey/options',
    {
      schema: {
        operationId: 'passkeyFactorOptions',
        tags: ['auth'],
        summary: 'Options to answer a sign-in’s second-factor step with a passkey',
        description: 'Only the passkeys of the person signing in are allowed.',
        body: ZPasskeyFactorOptionsRequest,
        response: { 200: ZWebAuthnOptions, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { challenge } = request.body;
      return passkeysService.factorOptions(personIn(await loginGate.pending(challenge)), challenge);
    },
  );

  fastify.post(
    '/second-factor/passkey',
    {
      schema: {
        operationId: 'passkeyFactor',
        tags: ['auth'],
        summary: 'Answer a sign-in’s second-factor step with a passkey: the tokens',
        description:
          'The assertion must answer this step’s options (once) with one of the person’s own ' +
          'passkeys; the step’s challenge is then spent.',
        body: ZPasskeyFactorRequest,
        response: {
          200: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { challenge, response } = request.body;
      await passkeysService.verifyFactor(
        personIn(await loginGate.pending(challenge)),
        challenge,
        response,
      );
      return loginGate.finish(challenge, clientOf(request));
    },
  );
};

export default passkeySignIn;
