import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZRecoveryCodes,
  ZSecondFactorPolicyRequest,
  ZSecurityOverview,
  ZTotpCode,
  ZTotpSetup,
} from '@portal/shared/api/security';

/** Turning the authenticator app off: the password, or a current code of the app. */
const ZTotpDisableRequest = z
  .object({ password: z.string().min(1).max(200).optional(), code: ZTotpCode.optional() })
  .optional();

/**
 * The caller's own sign-in security (issue 38): the authenticator app (TOTP) and its recovery
 * codes, and the account's second-factor policy (the owner's). Passkeys and sessions have their
 * own files here.
 */
const securityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const personOf = (request: { accountId: string; memberId: string | null }) => ({
    accountId: request.accountId,
    memberId: request.memberId,
  });

  fastify.get(
    '',
    {
      schema: {
        operationId: 'getSecurity',
        tags: ['security'],
        summary: "The caller's second factors, and whether the account's policy requires one",
        response: { 200: ZSecurityOverview, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.secondFactor.overview(personOf(request), request.role),
  );

  fastify.post(
    '/totp',
    {
      schema: {
        operationId: 'startTotp',
        tags: ['security'],
        summary: 'A new authenticator app secret to scan (on once a code confirms it)',
        description:
          'Replaces a set-up still waiting for its code. 409 TOTP_ALREADY_ENABLED while an app ' +
          'is on (turn it off first). The secret is shown here only.',
        response: { 200: ZTotpSetup, 401: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => fastify.secondFactor.startTotp(personOf(request)),
  );

  fastify.post(
    '/totp/confirm',
    {
      schema: {
        operationId: 'confirmTotp',
        tags: ['security'],
        summary:
          'Turn the authenticator app on with its first code: ten recovery codes, shown once',
        description:
          'A wrong code is 400 SECOND_FACTOR_CODE_WRONG at `code`; no set-up waiting is 409 ' +
          'TOTP_NOT_PENDING.',
        body: z.object({ code: ZTotpCode }),
        response: {
          200: ZRecoveryCodes,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => fastify.secondFactor.confirmTotp(personOf(request), request.body.code),
  );

  fastify.delete(
    '/totp',
    {
      schema: {
        operationId: 'disableTotp',
        tags: ['security'],
        summary: 'Turn the authenticator app off (its recovery codes go with it)',
        description:
          'Proof that the person is there: `password` (their sign-in password) or `code` (a ' +
          'current code of the app), counted by the login limiter. Neither is 400 ' +
          'SECOND_FACTOR_PROOF_REQUIRED; a wrong password 400 PASSWORD_WRONG at `password`, a ' +
          'wrong code 400 SECOND_FACTOR_CODE_WRONG at `code`; no app 404 TOTP_NOT_ENABLED.',
        body: ZTotpDisableRequest,
        response: {
          204: z.null(),
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await fastify.secondFactor.disableTotp(personOf(request), request.body ?? {}, request.ip);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/recovery-codes',
    {
      schema: {
        operationId: 'regenerateRecoveryCodes',
        tags: ['security'],
        summary: 'Ten new recovery codes, shown once; the previous ones stop working',
        response: { 200: ZRecoveryCodes, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => fastify.secondFactor.regenerateRecoveryCodes(personOf(request)),
  );

  fastify.put(
    '/policy',
    {
      schema: {
        operationId: 'setSecondFactorPolicy',
        tags: ['security'],
        summary: "Who must have a second factor in this account (the owner's choice)",
        description:
          "'off', 'billing' (the owner and Billing members) or 'everyone'. A person it requires " +
          'without a factor reaches only the set-up until they have one (403 ' +
          'SECOND_FACTOR_SETUP_REQUIRED elsewhere).',
        body: ZSecondFactorPolicyRequest,
        response: { 200: ZSecurityOverview, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const after = request.body.policy;
      const before = await fastify.secondFactor.setPolicy(request.accountId, after);
      request.activityChanges = { policy: { before, after } };
      return fastify.secondFactor.overview(personOf(request), request.role);
    },
  );
};

export default securityRoutes;
