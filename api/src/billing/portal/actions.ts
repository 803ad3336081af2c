import { randomUUID } from 'node:crypto';
import type { Currency, Interval } from '@portal/shared/payments/prices';
import { taxOf } from '@portal/shared/payments/tax';
import type { Queryable } from '../../db/db';
import { periodEnd } from '../periods';
import { billingNow } from '../clock';
import type { TNextAction } from '@portal/shared/payments/contract';
import { billLines, payOpenInvoice } from '../lifecycle';
import type { BillingEngine, BillingProvider, ChallengeOutcome } from '../provider';
import { lockSeats } from '../../profiles/profiles-repository';
import { attachCard } from '../repository/cards';
import { recordInvoiceEmails } from '../invoices/mail';
import { giveCredit, paidForPeriod } from '../repository/credits';
import { dueInvoice, nextPeriodCharge } from '../repository/summary';
import {
  saveSubscription,
  subscriptionOfAccount,
  type EngineSubscription,
} from '../repository/subscriptions';

import { prorate, type PlanChange } from '../proration';

export type PortalError = 'seatsInUse' | 'declined' | 'notChangeable' | 'expired';
export class PortalRefusal extends Error {
  constructor(
    readonly reason: PortalError,
    readonly params: Record<string, string> = {},
  ) {
    super(reason);
  }
}

const planOf = (sub: EngineSubscription) => ({
  currency: sub.currency,
  interval: sub.interval,
  users: sub.users,
  unitAmount: sub.unit_amount,
  periodStart: sub.current_period_start,
  periodEnd: sub.current_period_end,
});

async function changeable(
  q: Queryable,
  provider: BillingProvider,
  accountId: string,
  change: PlanChange,
) {
  const sub = await subscriptionOfAccount(q, accountId, provider.name);
  if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
    throw new PortalRefusal('notChangeable');
  }
  // Profile creation's seat lock, held to the end of the change: profiles created meanwhile are
  // counted, and none is created until the new number of seats is written.
  const inUse = (await lockSeats(q, accountId))?.inUse ?? 0;
  if (change.users < inUse) throw new PortalRefusal('seatsInUse', { count: String(inUse) });
  return sub;
}

/** What the change would cost now, shown before the customer confirms. */
export async function previewPlanChange(
  { db, provider }: BillingEngine,
  accountId: string,
  change: PlanChange,
) {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, provider, accountId, change);
    const now = await billingNow(tx);
    // The same reckoning as changePlan's: what is shown is what is applied.
    const paid = await paidForPeriod(tx, sub);
    const result = prorate(planOf(sub), change, now, paid);
    // What the card is charged (or credited): with the subscription's tax, as billLines adds it.
    const amount = result.amount + taxOf(result.amount, { rateBps: sub.tax_rate_bps });
    return { ...result, amount, currency: sub.currency, sub };
  });
}

/**
 * Applies a change of users or interval: an increase is charged now (prorated) to the card on
 * file, a decrease is credited to the next invoice, never more than was paid for the period.
 * A new interval is invoiced, even when the unused time pays for all of it (the rest waits as
 * credit): that invoice is what the new period was paid. Returns the invoice, if any.
 */
export async function changePlan(
  { db, provider }: BillingEngine,
  accountId: string,
  change: PlanChange,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const sub = await changeable(tx, provider, accountId, change);
    const now = await billingNow(tx);
    const result = prorate(planOf(sub), change, now, await paidForPeriod(tx, sub));
    let invoiceId: string | null = null;
    if (result.amount > 0 || change.interval !== sub.interval) {
      const billed = await billLines(tx, provider, sub, {
        reason: 'subscription_update',
        key: `update:${sub.id}:${randomUUID()}`,
        // Same interval: the extra users for the rest of the period. Other interval: the unused
        // time back as credit, and the new plan's first period from today.
        lines: result.lines.map((line) => ({ description: 'plan change', ...line })),
        now,
        onSession: true,
      });
      if (!billed.paid) throw new PortalRefusal('declined', { code: 'card_declined' });
      invoiceId = billed.invoiceId;
      await recordInvoiceEmails(tx, [invoiceId]);
    } else if (result.amount < 0) {
      // The credit is money paid: with the tax paid on it.
      const credit = -result.amount;
      await giveCredit(tx, sub, credit, now, credit + taxOf(credit, { rateBps: sub.tax_rate_bps }));
    }
    await saveSubscription(tx, {
      ...sub,
      users: change.users,
      interval: change.interval,
      unit_amount: result.unitAmount,
      current_period_start: result.newPeriod.start,
      current_period_end: result.newPeriod.end,
    });
    return invoiceId;
  });
}

/**
 * What replacing the card came to: saved (nothing was due), verified with money due (shown, and
 * charged only by `payDue` once the customer confirms), or a challenge first.
 */
export type CardReplacement =
  | { status: 'saved' }
  | { status: 'due'; due: AmountDue; card: { brand: string; last4: string } }
  | { status: 'challenge'; nextAction: TNextAction };

/**
 * What a payment in the portal settles: the open invoice of a PAST_DUE subscription, or a new
 * period from today for a CANCELED one (priced as a renewal: `nextPeriodCharge`).
 */
export interface AmountDue {
  kind: 'invoice' | 'restart';
  amount: number;
  currency: Currency;
}

/**
 * What is due now, computed the same way for the amount shown and for the amount charged. Null
 * when nothing is: an ACTIVE or DISABLED subscription, or one already paid.
 */
async function dueNow(q: Queryable, sub: EngineSubscription) {
  if (sub.status === 'PAST_DUE') {
    const open = await dueInvoice(q, sub.id);
    if (!open) return null;
    return { kind: 'invoice' as const, amount: open.total, currency: sub.currency, open };
  }
  if (sub.status === 'CANCELED') {
    const charge = await nextPeriodCharge(q, sub);
    return { kind: 'restart' as const, amount: charge.amount, currency: sub.currency, charge };
  }
  return null;
}
const shownOf = ({ kind, amount, currency }: AmountDue): AmountDue => ({ kind, amount, currency });

/**
 * A new card for the subscription, verified by the provider first (a declined card is refused
 * with its decline code, and nothing of it is kept; a 3-D Secure card is challenged first,
 * `outcome` being the challenge's answer). Nothing is ever charged here: when money is due (a
 * PAST_DUE or CANCELED subscription) the verified card is only given to the customer and the
 * amount is returned, for the customer to confirm with `payDue`; otherwise it becomes the
 * subscription's card at once.
 */
export async function replaceCard(
  engine: BillingEngine,
  accountId: string,
  paymentMethodId: string,
  outcome?: ChallengeOutcome,
): Promise<CardReplacement> {
  const { db, provider } = engine;
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId, provider.name);
    if (!sub) throw new PortalRefusal('notChangeable');
    const setup = await provider.saveCard(
      {
        key: `card:${sub.id}:${paymentMethodId}`,
        paymentMethodId,
        customer: { id: sub.customer_id, providerRef: sub.customer_ref },
        ...(outcome && { outcome }),
      },
      tx,
    );
    if (setup.status === 'requires_action') {
      return { status: 'challenge', nextAction: setup.nextAction };
    }
    if (setup.status === 'failed') throw new PortalRefusal('declined', { code: setup.declineCode });
    const attached = await attachCard(tx, {
      id: paymentMethodId,
      provider: provider.name,
      customerId: sub.customer_id,
      card: setup.card,
    });
    if (!attached) throw new PortalRefusal('declined', { code: 'card_not_supported' });
    const due = await dueNow(tx, sub);
    if (due) {
      const card = { brand: setup.card.brand, last4: setup.card.last4 };
      return { status: 'due', due: shownOf(due), card };
    }
    // A card that needed attention is fixed: the subscription renews again.
    const status = sub.status === 'DISABLED' && !sub.cancel_at_period_end ? 'ACTIVE' : sub.status;
    await saveSubscription(tx, { ...sub, default_payment_method_id: paymentMethodId, status });
    return { status: 'saved' };
  });
}

/**
 * The payment confirmed is not what is due now: nothing any more (paid meanwhile: a second tab,
 * a double click), or another amount, which the portal shows again. Nothing was charged.
 */
export class DueChanged extends Error {
  constructor(
    readonly due: AmountDue | null,
    readonly paymentMethodId: string,
  ) {
    super(due ? 'amountChanged' : 'nothingDue');
  }
}

/**
 * Pays what is due with a card `replaceCard` verified for this customer, once the customer has
 * confirmed `shown`, the amount `replaceCard` returned: a different amount due now is refused
 * (DueChanged) before anything is charged. The open invoice of a PAST_DUE subscription is paid;
 * a CANCELED one starts a new period from today. Either way the card becomes the subscription's
 * and it is ACTIVE again. Returns the invoice paid.
 */
export async function payDue(
  { db, provider }: BillingEngine,
  accountId: string,
  paymentMethodId: string,
  shown: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, accountId, provider.name);
    if (!sub) throw new PortalRefusal('notChangeable');
    // Only a card verified for this customer pays: an id posted here without it is refused.
    const card = await tx.one<{ id: string }>(
      'SELECT id FROM payment_methods WHERE id = $1 AND customer_id = $2',
      [paymentMethodId, sub.customer_id],
    );
    if (!card) throw new PortalRefusal('declined', { code: 'card_not_supported' });
    const due = await dueNow(tx, sub);
    if (!due || due.amount !== shown) throw new DueChanged(due && shownOf(due), paymentMethodId);
    const now = await billingNow(tx);
    if (due.kind === 'invoice') {
      if (!(await payOpenInvoice(tx, provider, sub, due.open.id, now, paymentMethodId, true))) {
        throw new PortalRefusal('declined', { code: 'card_declined' });
      }
      await recordInvoiceEmails(tx, [due.open.id]);
      return due.open.id;
    }
    const end = periodEnd(now, sub.interval);
    const billed = await billLines(tx, provider, sub, {
      reason: 'subscription_cycle',
      key: `restart:${sub.id}:${randomUUID()}`,
      lines: [
        {
          description: `${sub.interval} plan`,
          users: sub.users,
          unitAmount: sub.unit_amount,
          amount: due.charge.subtotal,
          proration: false,
          start: now,
          end,
        },
      ],
      discount: due.charge.discount,
      now,
      paymentMethodId,
      onSession: true,
    });
    if (!billed.paid) throw new PortalRefusal('declined', { code: 'card_declined' });
    await saveSubscription(tx, {
      ...sub,
      default_payment_method_id: paymentMethodId,
      status: 'ACTIVE',
      grace_expires: null,
      cancel_at_period_end: false,
      period_index: sub.period_index + 1,
      current_period_start: now,
      current_period_end: end,
    });
    await recordInvoiceEmails(tx, [billed.invoiceId]);
    return billed.invoiceId;
  });
}

export type { Interval };
