import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZPaymentMethodRequest, ZPaymentMethodResponse } from '@portal/shared/payments/contract';
import { AppError } from '../../../errors/app-error';

const paymentMethods: FastifyPluginAsyncZod = async (fastify) => {
  // Production takes card numbers only when ALLOW_LOCAL_PAYMENTS said so (a staging stack).
  if (fastify.config.isProduction && !fastify.config.allow.localPayments) return;

  fastify.post(
    '/payment-methods',
    {
      schema: {
        operationId: 'createPaymentMethod',
        tags: ['payments'],
        summary: 'Tokenise a card (local provider)',
        description:
          'The only call that ever carries a card number. Keeps the brand, the last 4 digits and ' +
          'the expiry month and year; answers the payment-method id the checkout sends. Test ' +
          'cards: docs/decisions.md. Not available when Stripe is configured, nor in production ' +
          'without ALLOW_LOCAL_PAYMENTS (404).',
        body: ZPaymentMethodRequest,
        response: {
          201: ZPaymentMethodResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // Only where this API is the card vault; with Stripe, Stripe.js tokenises in the browser.
      const tokenise = fastify.billing.tokeniseCard;
      if (!tokenise) throw new AppError('NOT_FOUND');
      const { number, expMonth, expYear } = request.body;
      const method = await tokenise({ number, expMonth, expYear }, { ip: request.ip });
      return reply.code(201).send(method);
    },
  );
};

export default paymentMethods;
