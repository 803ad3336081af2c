import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZCancelRequest, ZCancellationState } from '@portal/shared/billing/cancellation';
import {
  acceptRetentionOffer,
  cancellationState,
  cancelSubscription,
  resumeSubscription,
  type CancellationDeps,
  type Caller,
} from '../../../billing/cancellation/cancellation';

/**
 * Cancelling in the portal (issue 39): what the cancel dialog says (GET), the cancel with its
 * reason, the retention offer taken instead, and the resume before the end. Owner and Billing
 * members change it (billing.write); billing.read reads it.
 */
const cancellation: FastifyPluginAsyncZod = async (fastify) => {
  const deps: CancellationDeps = {
    db: fastify.db,
    provider: fastify.billing.provider,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
    retentionCoupon: fastify.config.retentionCoupon,
  };
  const callerOf = (request: FastifyRequest): Caller => {
    const person = request.account?.member ?? request.account;
    return {
      accountId: request.accountId,
      memberId: request.memberId,
      email: person?.email ?? '',
      name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
    };
  };

  fastify.get(
    '/cancellation',
    {
      schema: {
        operationId: 'getCancellation',
        tags: ['billing'],
        summary: 'What cancelling means now: when access ends, data kept until, the offer',
        response: { 200: ZCancellationState },
      },
    },
    async (request) => cancellationState(deps, request.accountId),
  );

  fastify.post(
    '/cancellation',
    {
      schema: {
        operationId: 'cancelSubscription',
        tags: ['billing'],
        summary: 'Turns the renewal off: the subscription ends at its period end',
        description:
          'Records the reason (and optional comment), tells the provider, e-mails the owner and the billing contacts. 409 NOT_CANCELLABLE when it is not active or already ends.',
        body: ZCancelRequest,
        response: { 200: ZCancellationState, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const state = await cancelSubscription(deps, callerOf(request), request.body);
      request.activityChanges = { reason: { before: null, after: request.body.reason } };
      return state;
    },
  );

  fastify.post(
    '/cancellation/resume',
    {
      schema: {
        operationId: 'resumeSubscription',
        tags: ['billing'],
        summary: 'Turns the renewal back on before the end; nothing is charged now',
        description:
          'E-mails the owner and the billing contacts. 409 NOT_RESUMABLE when it was not cancelled or has ended.',
        response: { 200: ZCancellationState, 409: ZErrorResponse },
      },
    },
    async (request) => resumeSubscription(deps, callerOf(request)),
  );

  fastify.post(
    '/cancellation/offer',
    {
      schema: {
        operationId: 'acceptRetentionOffer',
        tags: ['billing'],
        summary:
          'Takes the retention offer (RETENTION_COUPON) instead of cancelling, once per account',
        description:
          '409 OFFER_UNAVAILABLE when none is configured, it does not fit, or it was taken.',
        response: { 200: ZCancellationState, 409: ZErrorResponse },
      },
    },
    async (request) => {
      const state = await acceptRetentionOffer(deps, callerOf(request));
      request.activityChanges = { coupon: { before: null, after: deps.retentionCoupon } };
      return state;
    },
  );
};

export default cancellation;
