import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { AppError } from '../errors/app-error';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';

/** Exchanges per IP per minute: far above a person opening pages, far below any guessing. */
const EXCHANGES_PER_IP_MINUTE = 30;

/**
 * The page the mobile app opened exchanges its one-time handoff code for a login of its own
 * (docs/webview-contract.md), within a per-IP budget: the code is spent once, and an unknown,
 * used or expired one (or one whose account is gone) is HANDOFF_INVALID.
 */
export function handoffExchanger(fastify: FastifyInstance) {
  const perIp = createRateLimiter(fastify.redis, {
    keyPrefix: 'handoff-ip',
    points: EXCHANGES_PER_IP_MINUTE,
    duration: 60,
  });

  return async function exchangeHandoffCode({
    code,
    ip,
    userAgent,
    log,
  }: {
    code: string;
    ip: string;
    userAgent?: string | null | undefined;
    log: FastifyBaseLogger;
  }): Promise<TLoginResponse> {
    await consumeOrRefuse(perIp, ip, 'TOO_MANY_REQUESTS');
    const spent = await fastify.handoff.spend(code);
    // A member's code opens that member's login, while they still belong to the account.
    const account = spent
      ? await fastify.accountsRepository.findForCaller(spent.accountId, spent.memberId)
      : null;
    if (!spent || !account) throw new AppError('HANDOFF_INVALID');
    log.info({ accountId: spent.accountId, memberId: spent.memberId }, 'login by handoff');
    // The code was made by a complete session (its second factor passed): the new one carries it.
    return fastify.loginGate.carry({
      accountId: account.id,
      memberId: spent.memberId,
      client: { ip, userAgent },
    });
  };
}
