import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { AppError } from '../errors/app-error';
import { WebhookRefused, type BillingProvider } from './provider';
import { applyWebhook } from './repository/subscriptions';

/**
 * The provider's events (Stripe's, POST /payments/webhook) keep the local copy of its
 * subscriptions in step. The provider checks the signature on the exact bytes it sent; a refused
 * one, or a body that is not those bytes, is a 400. A delivery is applied once by its id.
 */
export async function receiveWebhook(
  deps: { db: Db; provider: BillingProvider; log: FastifyBaseLogger },
  rawBody: unknown,
  signature: string | undefined,
): Promise<void> {
  const { db, provider, log } = deps;
  if (!Buffer.isBuffer(rawBody)) throw new AppError('VALIDATION');
  let delivery;
  try {
    delivery = provider.webhookEvents(rawBody, signature);
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error;
    log.warn(`webhook refused: ${error.message}`);
    throw new AppError('VALIDATION');
  }
  const applied = await applyWebhook(db, provider.name, delivery);
  log.info({ eventId: delivery.id, type: delivery.type, applied }, 'provider event');
}
