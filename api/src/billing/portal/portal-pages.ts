import type { FastifyInstance } from 'fastify';
import type { TActivityAction } from '@portal/shared/api/activity';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { ZCancelRequest } from '@portal/shared/billing/cancellation';
import { DECLINE_MESSAGES, type DeclineCode } from '@portal/shared/payments/contract';
import { formatAmount } from '@portal/shared/payments/prices';
import { actorOf, appendEvent } from '../../activity/activity-repository';
import type { ActivityChanges } from '../../activity/redact';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import {
  cancelSubscription,
  resumeSubscription,
  type CancellationDeps,
  type Caller,
} from '../cancellation/cancellation';
import { portalText } from '../i18n/portal';
import { invoiceDocument, listInvoices } from '../invoices/invoices';
import { queueInvoiceEmails } from '../invoices/mail';
import { renderInvoicePdf } from '../invoices/pdf';
import type { PlanChange } from '../proration';
import { cardOf } from '../repository/cards';
import { subscriptionOfAccount } from '../repository/subscriptions';
import {
  changePlan,
  DueChanged,
  payDue,
  previewPlanChange,
  PortalRefusal,
  replaceCard,
} from './actions';
import { expiredPage, portalPage, type PortalView } from './page';
import { findPortalSession, type PortalSession } from './sessions';

type Done = 'changed' | 'cardSaved' | 'paid' | 'canceled' | 'resumed';

/** What each change made in the portal records in the activity log. */
const DONE_ACTIONS: Record<Done, TActivityAction> = {
  changed: 'billing.planChanged',
  cardSaved: 'billing.paymentMethodChanged',
  paid: 'billing.duePaid',
  canceled: 'billing.subscriptionCanceled',
  resumed: 'billing.subscriptionResumed',
};

/** Where a portal form was posted from: the activity log's address and device. */
export interface PortalRequest {
  ip: string | null;
  device: string | null;
}

/** A page of the portal and its status: the route sends it as HTML. */
export interface PortalAnswer {
  status: number;
  html: string;
}

/** The cancel's confirmation as posted: checked with the billing tab's rule (ZCancelRequest). */
export interface CancelForm {
  reason?: string | undefined;
  comment?: string | undefined;
}

/** A cancel or resume the cancellation refused: said on the page, in the customer's language. */
const CANCELLATION_REFUSALS = new Set(['NOT_CANCELLABLE', 'NOT_RESUMABLE']);

type ActionOutcome =
  | { done: Done; invoiceId?: string | null; endsAt?: Date; changes?: ActivityChanges }
  | { challenge: NonNullable<PortalView['challenge']> }
  | { due: NonNullable<PortalView['due']> };

/**
 * The `local` engine's billing portal (issue 9): the pages that its forms post to, each opened by
 * the session token of the link (the permission). Every action shows the page again with its
 * outcome or its refusal (409); an unknown or expired session is the expired page (404).
 */
export function portalPages(fastify: FastifyInstance) {
  const engine = { db: fastify.db, provider: fastify.billing.provider };
  /** Cancel and resume are the billing tab's (billing/cancellation/): reason, record, e-mails. */
  const cancellation: CancellationDeps = {
    ...engine,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
    retentionCoupon: fastify.config.retentionCoupon,
  };

  /** The person who opened the portal, as the cancellation records and e-mails them. */
  async function callerOf(session: PortalSession): Promise<Caller> {
    const actor = await actorOf(fastify.db, session.accountId, session.memberId, session.role);
    return {
      accountId: session.accountId,
      memberId: session.memberId,
      email: actor.email ?? '',
      name: actor.name ?? '',
    };
  }

  /** A refusal in the customer's language; a declined card says why, as the checkout does. */
  const refusalText = (session: PortalSession, error: PortalRefusal) =>
    error.reason === 'declined' && error.params.code
      ? translate(session.locale, DECLINE_MESSAGES[error.params.code as DeclineCode])
      : portalText(session.locale, error.reason, error.params);

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

  const page = async (
    session: PortalSession,
    token: string,
    extra: Partial<PortalView> = {},
    status = 200,
  ): Promise<PortalAnswer> => ({ status, html: await view(session, token, extra) });

  /** The page of a live session, or the expired page. */
  async function withSession(
    token: string | undefined,
    answer: (session: PortalSession) => Promise<PortalAnswer>,
  ): Promise<PortalAnswer> {
    const session = await findPortalSession(fastify.db, token);
    if (!session) return { status: 404, html: expiredPage('en-us') };
    return answer(session);
  }

  const mailDeps = () => ({
    db: fastify.db,
    mailer: fastify.mailer,
    log: fastify.log,
    seller: fastify.config.seller,
  });

  /**
   * A payment confirmed for another amount than is due now: nothing was charged. Another amount
   * is shown again to confirm; nothing due any more is said so.
   */
  async function dueChanged(
    session: PortalSession,
    token: string,
    { due, paymentMethodId }: DueChanged,
  ): Promise<PortalAnswer> {
    if (!due) {
      const text = portalText(session.locale, 'nothingDue');
      return page(session, token, { notice: { tone: 'error', text } }, 409);
    }
    const card = await cardOf(fastify.db, paymentMethodId);
    const amount = formatAmount(due.amount, due.currency, LOCALE_TAGS[session.locale]);
    const text = portalText(session.locale, 'amountChanged', { amount });
    return page(
      session,
      token,
      {
        notice: { tone: 'warning', text },
        due: { ...due, paymentMethodId, brand: card?.brand ?? '', last4: card?.last4 ?? '' },
      },
      409,
    );
  }

  /** What the activity log shows of the subscription: its plan, renewal and card. */
  async function billingState(accountId: string): Promise<Record<string, unknown>> {
    const sub = await fastify.db.transaction((tx) =>
      subscriptionOfAccount(tx, accountId, engine.provider.name),
    );
    const card = await cardOf(fastify.db, sub?.default_payment_method_id ?? null);
    return {
      users: sub?.users ?? null,
      interval: sub?.interval ?? null,
      autoRenew: sub ? !sub.cancel_at_period_end : null,
      // The brand and last four digits only, as the page shows them.
      paymentMethod: card ? `${card.brand} •••• ${card.last4}` : null,
    };
  }

  /** One event of a change made in the portal, as the person who opened it; its fields changed. */
  async function record(
    session: PortalSession,
    where: PortalRequest,
    done: Done,
    before: Record<string, unknown>,
    invoiceId: string | null | undefined,
    extra: ActivityChanges = {},
  ) {
    try {
      const after = await billingState(session.accountId);
      const changes: ActivityChanges = { ...extra };
      for (const [field, value] of Object.entries(after))
        if (before[field] !== value) changes[field] = { before: before[field], after: value };
      await appendEvent(fastify.db, {
        accountId: session.accountId,
        actor: await actorOf(fastify.db, session.accountId, session.memberId, session.role),
        action: DONE_ACTIONS[done],
        target: invoiceId ? { type: 'invoice', id: invoiceId, label: null } : null,
        changes: Object.keys(changes).length ? changes : null,
        ...where,
      });
    } catch (error) {
      fastify.log.error({ err: error, done }, 'activity event not recorded');
    }
  }

  /**
   * Runs a portal action, then shows the page again with its outcome (or the refusal). A change
   * marks the page (`changed`), so its script tells the portal tab that opened it to refresh, and
   * appends one event to the activity log (the portal's routes are public: no hook does it).
   */
  const act = (
    token: string,
    where: PortalRequest,
    action: (session: PortalSession) => Promise<ActionOutcome>,
  ) =>
    withSession(token, async (session) => {
      try {
        const before = await billingState(session.accountId);
        const outcome = await action(session);
        if ('challenge' in outcome) return page(session, token, { challenge: outcome.challenge });
        if ('due' in outcome) return page(session, token, { due: outcome.due });
        const { done, invoiceId, endsAt, changes } = outcome;
        await record(session, where, done, before, invoiceId, changes);
        if (invoiceId) await queueInvoiceEmails(mailDeps(), [invoiceId]);
        const date = endsAt
          ? new Intl.DateTimeFormat(LOCALE_TAGS[session.locale], { dateStyle: 'long' }).format(
              endsAt,
            )
          : '';
        const text = portalText(session.locale, done, { date });
        return page(session, token, { notice: { tone: 'ok', text }, changed: true });
      } catch (error) {
        if (error instanceof DueChanged) return dueChanged(session, token, error);
        if (error instanceof AppError && CANCELLATION_REFUSALS.has(error.code)) {
          const text = translate(session.locale, error.messageId);
          return page(session, token, { notice: { tone: 'error', text } }, 409);
        }
        if (!(error instanceof PortalRefusal)) throw error;
        const text = refusalText(session, error);
        return page(session, token, { notice: { tone: 'error', text } }, 409);
      }
    });

  return {
    /** The portal's page. */
    show: (token: string | undefined) => withSession(token, (session) => page(session, token!)),

    /** What another plan would cost now, to confirm (changes nothing). */
    preview: (token: string, { users, interval }: PlanChange) =>
      withSession(token, async (session) => {
        try {
          const preview = await previewPlanChange(engine, session.accountId, { users, interval });
          return page(session, token, {
            preview: {
              users,
              interval,
              amount: preview.amount,
              newPeriod: interval !== preview.sub.interval,
            },
          });
        } catch (error) {
          if (!(error instanceof PortalRefusal)) throw error;
          const text = refusalText(session, error);
          return page(session, token, { notice: { tone: 'error', text } }, 409);
        }
      }),

    /** Changes the plan; the invoice it makes is e-mailed. */
    changePlan: (token: string, plan: PlanChange, where: PortalRequest) =>
      act(token, where, async (session) => ({
        done: 'changed',
        invoiceId: await changePlan(engine, session.accountId, plan),
      })),

    /**
     * Replaces the card: a 3-D Secure challenge to show, money due (the verified card and the
     * amount are shown; `pay` charges it, not this) or the card saved.
     */
    replaceCard: (
      token: string,
      paymentMethodId: string,
      outcome: 'approved' | 'refused' | undefined,
      where: PortalRequest,
    ) =>
      act(token, where, async (session) => {
        const result = await replaceCard(engine, session.accountId, paymentMethodId, outcome);
        if (result.status === 'challenge') {
          const card = await cardOf(fastify.db, paymentMethodId);
          return {
            challenge: { paymentMethodId, brand: card?.brand ?? '', last4: card?.last4 ?? '' },
          };
        }
        if (result.status === 'due')
          return { due: { ...result.due, ...result.card, paymentMethodId } };
        return { done: 'cardSaved' };
      }),

    /** The confirmation of what `replaceCard` showed: pays exactly that amount, or nothing. */
    pay: (token: string, paymentMethodId: string, amount: number, where: PortalRequest) =>
      act(token, where, async (session) => ({
        done: 'paid',
        invoiceId: await payDue(engine, session.accountId, paymentMethodId, amount),
      })),

    /**
     * The cancel's confirmation step (changes nothing): what happens and when, the reason and a
     * comment, as the billing tab's dialog asks them.
     */
    cancel: (token: string) =>
      withSession(token, (session) => page(session, token, { cancelStep: {} })),

    /**
     * Cancels as the billing tab does (billing/cancellation/): the renewal off at the period's
     * end, the reason and comment recorded, the provider told, the owner and billing contacts
     * e-mailed. Without a reason from the list, the step is shown again with what was posted.
     */
    confirmCancel: (token: string, form: CancelForm, where: PortalRequest) => {
      const parsed = ZCancelRequest.safeParse(form);
      if (!parsed.success) {
        return withSession(token, (session) =>
          page(
            session,
            token,
            {
              cancelStep: form,
              notice: {
                tone: 'error',
                text: portalText(session.locale, 'cancelReasonMissing'),
              },
            },
            400,
          ),
        );
      }
      return act(token, where, async (session) => {
        const state = await cancelSubscription(cancellation, await callerOf(session), parsed.data);
        return {
          done: 'canceled',
          ...(state.cancelAt && { endsAt: new Date(state.cancelAt) }),
          changes: { reason: { before: null, after: parsed.data.reason } },
        };
      });
    },

    /** Resumes as the billing tab does: nothing charged, the owner and billing contacts told. */
    resume: (token: string, where: PortalRequest) =>
      act(token, where, async (session) => {
        await resumeSubscription(cancellation, await callerOf(session));
        return { done: 'resumed' };
      }),

    /**
     * An invoice of the session's account as a PDF, in the session's language. Another account's
     * invoice is missing, exactly like one that does not exist (404).
     */
    async invoicePdf(token: string | undefined, invoiceId: string) {
      const session = await findPortalSession(fastify.db, token);
      const found = await invoiceDocument(
        fastify.db,
        invoiceId,
        session?.locale ?? 'en-us',
        fastify.config.seller,
      );
      if (!session || !found || found.accountId !== session.accountId)
        throw new AppError('NOT_FOUND');
      return { number: found.document.number, pdf: await renderInvoicePdf(found.document) };
    },
  };
}
