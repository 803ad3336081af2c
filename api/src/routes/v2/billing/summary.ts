import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBillingSummaryResponse } from '@portal/shared/billing/contract';
import { billingSummary } from '../../../billing/repository/summary';

/**
 * GET /v2/billing/summary: what the billing tab shows beside the invoices: the plan (users,
 * interval, edition), the next renewal's date and amount (or when it ends, or what is due) and
 * the card (brand, last 4, expiry). Changes are made in the billing portal.
 */
const summary: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/summary',
    {
      schema: {
        operationId: 'getBillingSummary',
        tags: ['billing'],
        summary: 'The account’s plan, next renewal and card',
        response: { 200: ZBillingSummaryResponse },
      },
    },
    async (request) => ({
      summary: await billingSummary(fastify.db, request.accountId, fastify.billing.provider.name),
    }),
  );
};

export default summary;
