import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZHandoffCode, ZHandoffExchangeRequest } from '@portal/shared/api/handoff';
import { ZSignInAnswer } from '@portal/shared/api/security';
import { handoffExchanger } from '../../../auth/handoff-exchange';

/**
 * The mobile app hands its session to the portal in a webview without a token in any URL
 * (docs/webview-contract.md): it creates a one-time code with its own token, and the page
 * exchanges the code for a login of its own.
 */
const handoff: FastifyPluginAsyncZod = async (fastify) => {
  const exchange = handoffExchanger(fastify);

  fastify.post(
    '/handoff',
    {
      schema: {
        operationId: 'createHandoffCode',
        tags: ['auth'],
        summary: 'Create a one-time code (60 s) that opens a portal session in a webview',
        response: { 200: ZHandoffCode, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.handoff.create(request.accountId, request.memberId),
  );

  fastify.post(
    '/handoff/exchange',
    {
      schema: {
        operationId: 'exchangeHandoffCode',
        tags: ['auth'],
        summary: 'Exchange a handoff code, once, for a new login (tokens and account)',
        body: ZHandoffExchangeRequest,
        response: { 200: ZSignInAnswer, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) =>
      exchange({
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      }),
  );
};

export default handoff;
