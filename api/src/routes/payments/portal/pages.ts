import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZUsers, ZInterval } from '@portal/shared/payments/contract';
import { deviceOf } from '../../../activity/device';
import { PORTAL_SCRIPT } from '../../../billing/portal/page';
import { portalPages, type PortalAnswer } from '../../../billing/portal/portal-pages';

/**
 * The `local` engine's billing portal (issue 9): plain pages and forms served by the API, opened
 * from POST /payments/portal/session. The session token in the link (and in each form) is the
 * permission; the card itself goes to the tokenising endpoint from the page's script. What each
 * page shows and does is the billing domain's (billing/portal/portal-pages.ts).
 */
const portal: FastifyPluginAsyncZod = async (fastify) => {
  const pages = portalPages(fastify);
  // HTML forms post url-encoded fields (this folder only). The cancel's comment (500 characters,
  // up to 4 bytes each, percent-encoded) is the longest field.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, { status, html: body }: PortalAnswer) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  /** Where a form came from, for the activity log's event of the change it makes. */
  const where = (request: FastifyRequest) => ({
    ip: request.ip,
    device: deviceOf(request.headers['user-agent']),
  });

  const ZToken = z.string().max(100);
  const ZPlanForm = z.object({
    session: ZToken,
    users: z.coerce.number().pipe(ZUsers),
    interval: ZInterval,
  });

  fastify.get(
    '',
    { schema: { hide: true, querystring: z.object({ session: ZToken.optional() }) } },
    async (request, reply) => html(reply, await pages.show(request.query.session)),
  );

  fastify.get('/portal.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PORTAL_SCRIPT),
  );

  fastify.post('/preview', { schema: { hide: true, body: ZPlanForm } }, async (request, reply) => {
    const { session, users, interval } = request.body;
    return html(reply, await pages.preview(session, { users, interval }));
  });

  fastify.post('/plan', { schema: { hide: true, body: ZPlanForm } }, async (request, reply) => {
    const { session, users, interval } = request.body;
    return html(reply, await pages.changePlan(session, { users, interval }, where(request)));
  });

  fastify.post(
    '/card',
    {
      schema: {
        hide: true,
        body: z.object({
          session: ZToken,
          paymentMethodId: z.string().min(1).max(255),
          outcome: z.enum(['approved', 'refused']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { session, paymentMethodId, outcome } = request.body;
      return html(
        reply,
        await pages.replaceCard(session, paymentMethodId, outcome, where(request)),
      );
    },
  );

  // The confirmation of what /card showed: pays exactly that amount, or charges nothing.
  fastify.post(
    '/pay',
    {
      schema: {
        hide: true,
        body: z.object({
          session: ZToken,
          paymentMethodId: z.string().min(1).max(255),
          amount: z.coerce.number().int().nonnegative(),
        }),
      },
    },
    async (request, reply) => {
      const { session, paymentMethodId, amount } = request.body;
      return html(reply, await pages.pay(session, paymentMethodId, amount, where(request)));
    },
  );

  // The cancel's confirmation step (nothing changes), then the cancel confirmed with its reason.
  fastify.post(
    '/cancel',
    { schema: { hide: true, body: z.object({ session: ZToken }) } },
    async (request, reply) => html(reply, await pages.cancel(request.body.session)),
  );

  fastify.post(
    '/cancel/confirm',
    {
      schema: {
        hide: true,
        // The reason and comment are checked by the page (ZCancelRequest), which shows the step
        // again with what was posted instead of a bare 400.
        body: z.object({
          session: ZToken,
          reason: z.string().max(100).optional(),
          comment: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { session, reason, comment } = request.body;
      return html(reply, await pages.confirmCancel(session, { reason, comment }, where(request)));
    },
  );

  fastify.post(
    '/resume',
    { schema: { hide: true, body: z.object({ session: ZToken }) } },
    async (request, reply) => html(reply, await pages.resume(request.body.session, where(request))),
  );

  fastify.get(
    '/invoices/:id/pdf',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string() }),
        querystring: z.object({ session: ZToken.optional() }),
      },
    },
    async (request, reply) => {
      const { number, pdf } = await pages.invoicePdf(request.query.session, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};

export default portal;
