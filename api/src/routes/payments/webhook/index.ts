import type { FastifyPluginAsync } from 'fastify';
import { WebhookRefused } from '../../../billing/provider';
import { applyWebhook } from '../../../billing/repository/subscriptions';
import { AppError } from '../../../errors/app-error';

/**
 * POST /payments/webhook: the provider's events (Stripe's) keep the local copy of its
 * subscriptions in step. The provider checks the signature (Stripe-Signature,
 * STRIPE_WEBHOOK_SECRET) on the raw body; a delivery is applied once by its id.
 */
const webhook: FastifyPluginAsync = async (fastify) => {
  const { provider } = fastify.billing;
  // The signature covers the exact bytes the provider sent: keep them (this route only).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  fastify.post('', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION');
    let delivery;
    try {
      delivery = provider.webhookEvents(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      request.log.warn(`webhook refused: ${error.message}`);
      throw new AppError('VALIDATION');
    }
    const applied = await applyWebhook(fastify.db, provider.name, delivery);
    request.log.info({ eventId: delivery.id, type: delivery.type, applied }, 'provider event');
    return reply.send({ received: true });
  });
};

export default webhook;
