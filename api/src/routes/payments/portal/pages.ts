import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import { ZUsers, ZInterval } from '@portal/shared/payments/contract';
import { portalText } from '../../../billing/i18n/portal';
import { invoiceDocument, listInvoices } from '../../../billing/invoices/invoices';
import { queueInvoiceEmails } from '../../../billing/invoices/mail';
import { renderInvoicePdf } from '../../../billing/invoices/pdf';
import { cardOf } from '../../../billing/repository/cards';
import { subscriptionOfAccount } from '../../../billing/repository/subscriptions';
import { DECLINE_MESSAGES, type DeclineCode } from '@portal/shared/payments/contract';
import { translate } from '../../../i18n/translate';
import {
  cancelAtPeriodEnd,
  changePlan,
  DueChanged,
  payDue,
  previewPlanChange,
  PortalRefusal,
  replaceCard,
  resume,
} from '../../../billing/portal/actions';
import {
  expiredPage,
  portalPage,
  PORTAL_SCRIPT,
  type PortalView,
} from '../../../billing/portal/page';
import { findPortalSession, type PortalSession } from '../../../billing/portal/sessions';
import { AppError } from '../../../errors/app-error';

type Done = 'changed' | 'cardSaved' | 'paid' | 'canceled' | 'resumed';

/**
 * The `local` engine's billing portal (issue 9): plain pages and forms served by the API, opened
 * from POST /payments/portal/session. The session token in the link (and in each form) is the
 * permission; the card itself goes to the tokenising endpoint from the page's script.
 */
const portal: FastifyPluginAsyncZod = async (fastify) => {
  const engine = { db: fastify.db, provider: fastify.billing.provider };
  /** A refusal in the customer's language; a declined card says why, as the checkout does. */
  const refusalText = (session: PortalSession, error: PortalRefusal) =>
    error.reason === 'declined' && error.params.code
      ? translate(session.locale, DECLINE_MESSAGES[error.params.code as DeclineCode])
      : portalText(session.locale, error.reason, error.params);
  // HTML forms post url-encoded fields (this folder only).
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function view(
    session: PortalSession,
    token: string,
    extra: Partial<PortalView> = {},
  ): Promise<string> {
    const sub = await fastify.db.transaction((tx) =>
      subscriptionOfAccount(tx, session.accountId, engine.provider.name),
    );
    const card = await cardOf(fastify.db, sub?.default_payment_method_id ?? null);
    return portalPage({
      locale: session.locale,
      token,
      returnUrl: session.returnUrl,
      sub,
      card,
      invoices: await listInvoices(fastify.db, session.accountId),
      ...extra,
    });
  }

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  async function sessionOr404(reply: FastifyReply, token: string | undefined) {
    const session = await findPortalSession(fastify.db, token);
    if (!session) {
      await html(reply, expiredPage('en-us'), 404);
      return null;
    }
    return session;
  }

  const mailDeps = () => ({
    db: fastify.db,
    mailer: fastify.mailer,
    log: fastify.log,
    seller: fastify.config.seller,
  });

  /**
   * Runs a portal action, then shows the page again with its outcome (or the refusal). A change
   * marks the page (`changed`), so its script tells the portal tab that opened it to refresh.
   */
  async function act(
    reply: FastifyReply,
    token: string,
    action: (
      session: PortalSession,
    ) => Promise<
      | { done: Done; invoiceId?: string | null; endsAt?: Date }
      | { challenge: NonNullable<PortalView['challenge']> }
      | { due: NonNullable<PortalView['due']> }
    >,
  ) {
    const session = await sessionOr404(reply, token);
    if (!session) return reply;
    try {
      const outcome = await action(session);
      if ('challenge' in outcome) {
        return html(reply, await view(session, token, { challenge: outcome.challenge }));
      }
      if ('due' in outcome) return html(reply, await view(session, token, { due: outcome.due }));
      const { done, invoiceId, endsAt } = outcome;
      if (invoiceId) await queueInvoiceEmails(mailDeps(), [invoiceId]);
      const date = endsAt
        ? new Intl.DateTimeFormat(LOCALE_TAGS[session.locale], { dateStyle: 'long' }).format(endsAt)
        : '';
      const text = portalText(session.locale, done, { date });
      return html(
        reply,
        await view(session, token, { notice: { tone: 'ok', text }, changed: true }),
      );
    } catch (error) {
      if (error instanceof DueChanged) return dueChanged(reply, session, token, error);
      if (!(error instanceof PortalRefusal)) throw error;
      const text = refusalText(session, error);
      return html(reply, await view(session, token, { notice: { tone: 'error', text } }), 409);
    }
  }

  /**
   * A payment confirmed for another amount than is due now: nothing was charged. Another amount
   * is shown again to confirm; nothing due any more is said so.
   */
  async function dueChanged(
    reply: FastifyReply,
    session: PortalSession,
    token: string,
    { due, paymentMethodId }: DueChanged,
  ) {
    if (!due) {
      const text = portalText(session.locale, 'nothingDue');
      return html(reply, await view(session, token, { notice: { tone: 'error', text } }), 409);
    }
    const card = await cardOf(fastify.db, paymentMethodId);
    const amount = formatAmount(due.amount, due.currency, LOCALE_TAGS[session.locale]);
    const text = portalText(session.locale, 'amountChanged', { amount });
    return html(
      reply,
      await view(session, token, {
        notice: { tone: 'warning', text },
        due: { ...due, paymentMethodId, brand: card?.brand ?? '', last4: card?.last4 ?? '' },
      }),
      409,
    );
  }

  const ZToken = z.string().max(100);
  const ZPlanForm = z.object({
    session: ZToken,
    users: z.coerce.number().pipe(ZUsers),
    interval: ZInterval,
  });

  fastify.get(
    '',
    { schema: { hide: true, querystring: z.object({ session: ZToken.optional() }) } },
    async (request, reply) => {
      const session = await sessionOr404(reply, request.query.session);
      if (!session) return reply;
      return html(reply, await view(session, request.query.session!));
    },
  );

  fastify.get('/portal.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PORTAL_SCRIPT),
  );

  fastify.post('/preview', { schema: { hide: true, body: ZPlanForm } }, async (request, reply) => {
    const { session: token, users, interval } = request.body;
    const session = await sessionOr404(reply, token);
    if (!session) return reply;
    try {
      const preview = await previewPlanChange(engine, session.accountId, { users, interval });
      return html(
        reply,
        await view(session, token, {
          preview: {
            users,
            interval,
            amount: preview.amount,
            newPeriod: interval !== preview.sub.interval,
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof PortalRefusal)) throw error;
      const text = refusalText(session, error);
      return html(reply, await view(session, token, { notice: { tone: 'error', text } }), 409);
    }
  });

  fastify.post('/plan', { schema: { hide: true, body: ZPlanForm } }, async (request, reply) =>
    act(reply, request.body.session, async (session) => ({
      done: 'changed',
      invoiceId: await changePlan(engine, session.accountId, {
        users: request.body.users,
        interval: request.body.interval,
      }),
    })),
  );

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
    async (request, reply) =>
      act(reply, request.body.session, async (session) => {
        const { paymentMethodId, outcome } = request.body;
        const result = await replaceCard(engine, session.accountId, paymentMethodId, outcome);
        if (result.status === 'challenge') {
          const card = await cardOf(fastify.db, paymentMethodId);
          return {
            challenge: { paymentMethodId, brand: card?.brand ?? '', last4: card?.last4 ?? '' },
          };
        }
        // Money is due: the verified card and the amount are shown; /pay charges it, not this.
        if (result.status === 'due')
          return { due: { ...result.due, ...result.card, paymentMethodId } };
        return { done: 'cardSaved' };
      }),
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
    async (request, reply) =>
      act(reply, request.body.session, async (session) => {
        const { paymentMethodId, amount } = request.body;
        const invoiceId = await payDue(engine, session.accountId, paymentMethodId, amount);
        return { done: 'paid', invoiceId };
      }),
  );

  fastify.post(
    '/cancel',
    { schema: { hide: true, body: z.object({ session: ZToken }) } },
    async (request, reply) =>
      act(reply, request.body.session, async (session) => {
        const endsAt = await cancelAtPeriodEnd(engine, session.accountId);
        return { done: 'canceled', endsAt };
      }),
  );

  fastify.post(
    '/resume',
    { schema: { hide: true, body: z.object({ session: ZToken }) } },
    async (request, reply) =>
      act(reply, request.body.session, async (session) => {
        await resume(engine, session.accountId);
        return { done: 'resumed' };
      }),
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
      const session = await findPortalSession(fastify.db, request.query.session);
      const found = await invoiceDocument(
        fastify.db,
        request.params.id,
        session?.locale ?? 'en-us',
        fastify.config.seller,
      );
      // Another account's invoice is missing, exactly like one that does not exist.
      if (!session || !found || found.accountId !== session.accountId)
        throw new AppError('NOT_FOUND');
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${found.document.number}.pdf"`,
        )
        .send(Buffer.from(await renderInvoicePdf(found.document)));
    },
  );
};

export default portal;
