import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZBillingDetails, ZBillingDetailsResponse } from '@portal/shared/billing/details';
import {
  billingDetails,
  updateBillingDetails,
  type DetailsDeps,
} from '../../../billing/details/details';

/**
 * The business billing details (issue 39): company, billing address with its state or province,
 * VAT number, billing e-mail and purchase-order number. Every role reads them (billing.read); the
 * owner and Billing members change them (billing.write), for the invoices issued from then on.
 */
const details: FastifyPluginAsyncZod = async (fastify) => {
  const deps: DetailsDeps = {
    db: fastify.db,
    provider: fastify.billing.provider,
    taxIds: fastify.billing.taxIds,
    seller: fastify.config.seller,
  };

  fastify.get(
    '/details',
    {
      schema: {
        operationId: 'getBillingDetails',
        tags: ['billing'],
        summary: 'The business details invoices show, and the tax of future charges',
        response: { 200: ZBillingDetailsResponse, 404: ZErrorResponse },
      },
    },
    async (request) => billingDetails(deps, request.accountId),
  );

  fastify.put(
    '/details',
    {
      schema: {
        operationId: 'updateBillingDetails',
        tags: ['billing'],
        summary: 'Changes the business details of the invoices issued from now on',
        description:
          'The VAT number is checked with the registry as at the checkout (400 VAT_NOT_FOUND when it does not know it); the tax treatment of future charges follows it. Invoices already issued keep their details. With Stripe, the Stripe customer is updated too.',
        body: ZBillingDetails,
        response: { 200: ZBillingDetailsResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const before = await billingDetails(deps, request.accountId);
      const after = await updateBillingDetails(deps, request.accountId, request.body, {
        ip: request.ip,
      });
      request.activityChanges = changesOf(before.details, after.details);
      return after;
    },
  );
};

/** What the activity log records of a change: the fields that changed, before and after. */
function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const flat = (details: Record<string, unknown>) => {
    const { address, ...rest } = details as { address: Record<string, unknown> };
    return { ...rest, ...address } as Record<string, unknown>;
  };
  const was = flat(before);
  const now = flat(after);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (was[key] !== now[key]) changes[key] = { before: was[key] ?? null, after: now[key] ?? null };
  }
  return changes;
}

export default details;
