import Stripe from 'stripe';
import type { FastifyPluginAsync } from 'fastify';
import { applyStripeEvent } from '../../../billing/stripe-events';
import { AppError } from '../../../errors/app-error';

/**
 * POST /payments/webhook: Stripe's events keep the local copy of a `stripe` subscription in step.
 * The signature (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is checked on the raw body; an event is
 * applied once by its id.
 */
const webhook: FastifyPluginAsync = async (fastify) => {
  const secret = fastify.config.stripe?.webhookSecret;
  // The signature covers the exact bytes Stripe sent: keep them (this route only).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  fastify.post('', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('VALIDATION');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      request.log.warn('stripe webhook: bad signature');
      throw new AppError('VALIDATION');
    }
    const applied = await applyStripeEvent(fastify.db, event);
    request.log.info({ eventId: event.id, type: event.type, applied }, 'stripe event');
    return reply.send({ received: true });
  });
};

export default webhook;
