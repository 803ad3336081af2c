import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZCheckoutConfirmRequest,
  ZCheckoutRequest,
  ZCheckoutResponse,
} from '@portal/shared/payments/contract';
import { AppError } from '../../../errors/app-error';
import { localeFromHeader } from '../../../i18n/translate';
import handover from './handover';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any unique string per checkout attempt (a UUID); printable ASCII, as Stripe accepts. */
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'payments.idempotencyKeyRequired' })
    .regex(/^[\x21-\x7e]{8,255}$/, 'payments.idempotencyKeyRequired'),
});

const checkout: FastifyPluginAsyncZod = async (fastify) => {
  // The hand-off after paying (claim, receipt PDF): beside an index file, autoload loads no other.
  await fastify.register(handover);

  fastify.post(
    '',
    {
      schema: {
        operationId: 'createCheckout',
        tags: ['payments'],
        summary: 'Subscribe and pay',
        description:
          'Charges the first period of the plan with the tokenised card. The amount is computed ' +
          'by the server from the plan (never read from the request). With the same ' +
          '`Idempotency-Key` a request charges at most once and answers the same, also when two ' +
          'arrive at once; the same key with a different order is a 409. `requires_action`: show ' +
          'the 3-D Secure challenge of `nextAction`, then POST /payments/checkout/{checkoutId}/confirm. ' +
          '`failed`: `message` says why, `code` is the decline code. A refused coupon (fields.coupon), ' +
          'VAT number (fields.vatNumber) or an e-mail that already pays (fields["customer.email"], 409) ' +
          'charge nothing. `succeeded` answers the plan, the first invoice, `next` (create the ' +
          'account, or sign in when the e-mail has one) and, to the browser that paid, a one-time ' +
          '`claimToken` and a `receiptToken` (POST /payments/checkout/receipt); the receipt e-mail ' +
          'goes out with the PDF and a claim link. Only an account created or signed in with a ' +
          'claim owns the subscription: the e-mail alone attaches nothing.',
        headers: ZIdempotencyHeaders,
        body: ZCheckoutRequest,
        response: {
          200: ZCheckoutResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const order = { ...request.body, email: request.body.customer.email };
      return fastify.billing.checkout(order, request.headers['idempotency-key'], locale, {
        ip: request.ip,
      });
    },
  );

  fastify.post(
    '/:checkoutId/confirm',
    {
      schema: {
        operationId: 'confirmCheckout',
        tags: ['payments'],
        summary: 'Complete a payment after its 3-D Secure challenge',
        description:
          "`outcome` is the local challenge's answer (`approved` or `refused`); with Stripe, send " +
          'nothing after Stripe.js handled the action. Confirming again answers the same.',
        params: z.object({ checkoutId: z.string() }),
        body: ZCheckoutConfirmRequest.optional(),
        response: { 200: ZCheckoutResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const { checkoutId } = request.params;
      if (!UUID.test(checkoutId)) throw new AppError('NOT_FOUND');
      const locale = localeFromHeader(request.headers['accept-language']);
      return fastify.billing.confirm(checkoutId, request.body?.outcome, locale);
    },
  );
};

export default checkout;
