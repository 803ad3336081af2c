import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZQuoteRequest, ZQuoteResponse } from '@portal/shared/payments/contract';
import { AppError } from '../../errors/app-error';

const quoteRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/quote',
    {
      schema: {
        operationId: 'createQuote',
        tags: ['payments'],
        summary: 'Price of a plan, with its discount coupon checked',
        description:
          'Computed by the server from the one price table (amounts in minor units). `total` is ' +
          'the first charge; `coupon.duration` says which later charges keep the discount. A ' +
          'refused coupon is a 400 with its reason in `fields.coupon`. With `vatNumber` (and ' +
          '`company`, compared with the name the registry has on file) the registry is asked; ' +
          'its answers are kept, and one address may cause 20 look-ups an hour (429 past them).',
        body: ZQuoteRequest,
        response: { 200: ZQuoteResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const result = await fastify.billing.quote(request.body, { ip: request.ip });
      if (!result.ok) {
        const { message, values } = result.rejection;
        throw new AppError('COUPON_REJECTED', { fields: { coupon: message }, values });
      }
      return result.quote;
    },
  );
};

export default quoteRoute;
