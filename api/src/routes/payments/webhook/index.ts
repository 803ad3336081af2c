import type { FastifyPluginAsync } from 'fastify';
import { receiveWebhook } from '../../../billing/webhook';

/**
 * POST /payments/webhook: the provider's events (Stripe's) keep the local copy of its
 * subscriptions in step (billing/webhook.ts). The provider checks the signature
 * (Stripe-Signature, STRIPE_WEBHOOK_SECRET) on the raw body, kept as bytes here.
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
    await receiveWebhook(
      { db: fastify.db, provider, log: request.log },
      request.body,
      typeof signature === 'string' ? signature : undefined,
    );
    return reply.send({ received: true });
  });
};

export default webhook;
