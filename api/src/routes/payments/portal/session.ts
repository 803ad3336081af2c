import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZPortalSessionRequest, ZPortalSessionResponse } from '@portal/shared/billing/contract';
import { isPortalOrigin } from '../../../billing/portal/return-url';
import { createPortalSession } from '../../../billing/portal/sessions';
import { customerRefOfAccount } from '../../../billing/repository/subscriptions';
import { AppError } from '../../../errors/app-error';
import { localeFromHeader } from '../../../i18n/translate';

/**
 * POST /payments/portal/session (spec §7): the billing portal's URL, which the billing tab opens in
 * a new window: Stripe's Customer Portal for a Stripe customer, else the `local` engine's portal,
 * served by this API under /payments/portal.
 */
const portalSession: FastifyPluginAsyncZod = async (fastify) => {
  const { apiBase, publicUrl } = fastify.config;
  // Where the browser reaches this API: its own origin, or the portal's when served together.
  const base = /^https?:\/\//.test(apiBase) ? apiBase.replace(/\/$/, '') : `${publicUrl}${apiBase}`;

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
    async (request) => {
      // "Back" leads only to the portal itself: never a link that sends the customer elsewhere.
      const sameOrigin = `${request.protocol}://${request.host}`;
      if (!isPortalOrigin(request.body.returnUrl, fastify.config, sameOrigin)) {
        throw new AppError('RETURN_URL_FOREIGN');
      }
      // The provider's own portal (Stripe's Customer Portal) for a customer it keeps.
      const { provider } = fastify.billing;
      const customerRef = await customerRefOfAccount(fastify.db, request.accountId, provider.name);
      const url = await provider.portalUrl(customerRef, request.body.returnUrl);
      if (url) return { url };
      const token = await createPortalSession(fastify.db, {
        accountId: request.accountId,
        returnUrl: request.body.returnUrl,
        locale: localeFromHeader(request.headers['accept-language']),
      });
      return { url: `${base}/payments/portal?session=${encodeURIComponent(token)}` };
    },
  );
};

export default portalSession;
