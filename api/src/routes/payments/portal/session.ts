import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZPortalSessionRequest, ZPortalSessionResponse } from '@portal/shared/billing/contract';
import { billingPortalLink } from '../../../billing/portal/portal-link';
import { localeFromHeader } from '../../../i18n/translate';

/**
 * POST /payments/portal/session (spec §7): the billing portal's URL, which the billing tab opens in
 * a new window: Stripe's Customer Portal for a Stripe customer, else the `local` engine's portal,
 * served by this API under /payments/portal.
 */
const portalSession: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/session',
    {
      schema: {
        operationId: 'createBillingPortalSession',
        tags: ['billing'],
        summary: 'A billing-portal link for the signed-in account',
        body: ZPortalSessionRequest,
        description:
          "`returnUrl` must be a page of the portal: an origin of PUBLIC_URL, CORS_ORIGINS or this API's own; another answers 400.",
        response: { 200: ZPortalSessionResponse, 400: ZErrorResponse },
      },
    },
    async (request) => ({
      url: await billingPortalLink(
        { db: fastify.db, provider: fastify.billing.provider, config: fastify.config },
        {
          accountId: request.accountId,
          returnUrl: request.body.returnUrl,
          locale: localeFromHeader(request.headers['accept-language']),
          sameOrigin: `${request.protocol}://${request.host}`,
          memberId: request.memberId,
          role: request.role,
        },
      ),
    }),
  );
};

export default portalSession;
