import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLoginResponse } from '@portal/shared/api/contract';
import { ZHandoffCode, ZHandoffExchangeRequest } from '@portal/shared/api/handoff';
import { AppError } from '../../../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../../../limits/rate-limiter';

/** Exchanges per IP per minute: far above a person opening pages, far below any guessing. */
const EXCHANGES_PER_IP_MINUTE = 30;

/**
 * The mobile app hands its session to the portal in a webview without a token in any URL
 * (docs/webview-contract.md): it creates a one-time code with its own token, and the page
 * exchanges the code for a login of its own.
 */
const handoff: FastifyPluginAsyncZod = async (fastify) => {
  const perIp = createRateLimiter(fastify.redis, {
    keyPrefix: 'handoff-ip',
    points: EXCHANGES_PER_IP_MINUTE,
    duration: 60,
  });

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
    async (request) => fastify.handoff.create(request.accountId),
  );

  fastify.post(
    '/handoff/exchange',
    {
      schema: {
        operationId: 'exchangeHandoffCode',
        tags: ['auth'],
        summary: 'Exchange a handoff code, once, for a new login (tokens and account)',
        body: ZHandoffExchangeRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      await consumeOrRefuse(perIp, request.ip, 'TOO_MANY_REQUESTS');
      const accountId = await fastify.handoff.spend(request.body.code);
      const account = accountId ? await fastify.accountsRepository.findById(accountId) : null;
      if (!account) throw new AppError('HANDOFF_INVALID');
      request.log.info({ accountId }, 'login by handoff');
      return { ...(await fastify.sessions.start(account.id)), user: account };
    },
  );
};

export default handoff;
