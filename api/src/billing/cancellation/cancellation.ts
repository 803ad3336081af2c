import {
  dataKeptUntil,
  type TCancelRequest,
  type TCancellationReason,
  type TCancellationState,
  type TRetentionOffer,
} from '@portal/shared/billing/cancellation';
import { findCoupon } from '@portal/shared/payments/coupons';
import type { Queryable } from '../../db/db';
import type { Mailer } from '../../delivery/mailer';
import { AppError } from '../../errors/app-error';
import { billingNow } from '../clock';
import type { BillingEngine, CancellationFeedback } from '../provider';
import { activeCoupons } from '../repository/coupons';
import {
  saveSubscription,
  subscriptionOfAccount,
  type EngineSubscription,
} from '../repository/subscriptions';
import { queueCancellationMails } from './mail';

/** What cancelling needs beside the engine: the e-mails and the configured offer. */
export interface CancellationDeps extends BillingEngine {
  mailer: Mailer;
  /** The portal's origin (PUBLIC_URL): the e-mails link to its billing tab. */
  publicUrl: string;
  /** RETENTION_COUPON; null: no offer. */
  retentionCoupon: string | null;
}

/** Who asks: the account, the member (null: its owner) and the e-mail they signed in with. */
export interface Caller {
  accountId: string;
  memberId: string | null;
  email: string;
  name: string;
}

/** Stripe's words for each of the portal's reasons. */
const FEEDBACK: Record<TCancellationReason, CancellationFeedback> = {
  too_expensive: 'too_expensive',
  not_using: 'unused',
  missing_features: 'missing_features',
  switching: 'switched_service',
  temporary: 'other',
  other: 'other',
};

/** Renewing and not already ending: an ACTIVE one, or a DISABLED one whose card needs attention. */
const cancellable = (sub: EngineSubscription | null): sub is EngineSubscription =>
  !!sub && (sub.status === 'ACTIVE' || (sub.status === 'DISABLED' && !sub.cancel_at_period_end));

/** Cancelled by the customer and not ended yet. */
const cancelled = (sub: EngineSubscription | null): sub is EngineSubscription =>
  !!sub && sub.status === 'DISABLED' && sub.cancel_at_period_end;

async function providerRef(q: Queryable, sub: EngineSubscription) {
  const row = await q.one<{ provider_ref: string | null }>(
    'SELECT provider_ref FROM billing_subscriptions WHERE id = $1',
    [sub.id],
  );
  return row?.provider_ref ?? null;
}

/**
 * The retention offer this subscription may take: the configured coupon, active, fitting its plan
 * (interval, edition, an amount coupon's currency), not the coupon it already has, and never
 * taken by the account before (once per account, migration 047).
 */
async function offerFor(
  q: Queryable,
  deps: CancellationDeps,
  sub: EngineSubscription,
): Promise<TRetentionOffer | null> {
  if (!deps.retentionCoupon || !cancellable(sub) || sub.coupon_code === deps.retentionCoupon) {
    return null;
  }
  const coupon = findCoupon(deps.retentionCoupon, await activeCoupons(q));
  if (!coupon) return null;
  if (coupon.onlyInterval && coupon.onlyInterval !== sub.interval) return null;
  if (coupon.currency && coupon.currency !== sub.currency) return null;
  const plan = await q.one<{ edition: string; taken: boolean }>(
    `SELECT s.edition, EXISTS (SELECT 1 FROM retention_offers o WHERE o.account_id = s.account_id)
       AS taken
     FROM billing_subscriptions s WHERE s.id = $1`,
    [sub.id],
  );
  if (!plan || plan.taken) return null;
  if (coupon.onlyEdition && coupon.onlyEdition !== plan.edition) return null;
  return {
    code: coupon.code,
    percentOff: coupon.percentOff ?? null,
    amountOff: coupon.amountOff ?? null,
    currency: coupon.currency ?? null,
    duration: coupon.duration,
    durationInMonths: coupon.durationInMonths ?? null,
  };
}

async function stateOf(
  q: Queryable,
  deps: CancellationDeps,
  sub: EngineSubscription | null,
): Promise<TCancellationState> {
  if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'DISABLED')) {
    return { cancellable: false, endsAt: null, dataKeptUntil: null, cancelAt: null, offer: null };
  }
  const endsAt = sub.current_period_end.toISOString();
  return {
    cancellable: cancellable(sub),
    endsAt,
    dataKeptUntil: dataKeptUntil(endsAt),
    cancelAt: cancelled(sub) ? endsAt : null,
    offer: await offerFor(q, deps, sub),
  };
}

/** What the cancel dialog says (GET /v2/billing/cancellation). */
export async function cancellationState(
  deps: CancellationDeps,
  accountId: string,
): Promise<TCancellationState> {
  return deps.db.transaction(async (tx) =>
    stateOf(tx, deps, await subscriptionOfAccount(tx, accountId, deps.provider.name)),
  );
}

/**
 * Turns the renewal off: the subscription stays as it is until its period ends (DISABLED, then
 * CANCELED by the renewal job or Stripe), the reason is recorded, the provider told, and the owner
 * and billing contacts e-mailed, all in one transaction.
 */
export async function cancelSubscription(
  deps: CancellationDeps,
  caller: Caller,
  request: TCancelRequest,
): Promise<TCancellationState> {
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, caller.accountId, deps.provider.name);
    if (!cancellable(sub)) throw new AppError('NOT_CANCELLABLE');
    const ended = { ...sub, status: 'DISABLED' as const, cancel_at_period_end: true };
    await saveSubscription(tx, ended);
    const comment = request.comment?.trim() || null;
    await tx.query(
      `INSERT INTO subscription_cancellations (account_id, subscription_id, reason, comment,
         requested_by_member, requested_by_email, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        caller.accountId,
        sub.id,
        request.reason,
        comment,
        caller.memberId,
        caller.email,
        sub.current_period_end,
      ],
    );
    await deps.provider.setRenewal({
      subscriptionRef: await providerRef(tx, sub),
      cancelAtPeriodEnd: true,
      feedback: FEEDBACK[request.reason],
      ...(comment && { comment }),
    });
    await queueCancellationMails(tx, deps, caller, {
      kind: 'canceled',
      endsAt: sub.current_period_end,
    });
    return stateOf(tx, deps, ended);
  });
}

/**
 * Turns the renewal back on before the end: ACTIVE again as it was, nothing charged (the period is
 * paid; the next renewal charges as before). After the end it is a restart, which is paid.
 */
export async function resumeSubscription(
  deps: CancellationDeps,
  caller: Caller,
): Promise<TCancellationState> {
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, caller.accountId, deps.provider.name);
    if (!cancelled(sub) || sub.current_period_end <= (await billingNow(tx))) {
      throw new AppError('NOT_RESUMABLE');
    }
    const renewing = { ...sub, status: 'ACTIVE' as const, cancel_at_period_end: false };
    await saveSubscription(tx, renewing);
    await tx.query(
      `UPDATE subscription_cancellations SET resumed_at = now(), resumed_by_email = $2
       WHERE id = (SELECT id FROM subscription_cancellations
                   WHERE subscription_id = $1 AND resumed_at IS NULL
                   ORDER BY requested_at DESC LIMIT 1)`,
      [sub.id, caller.email],
    );
    await deps.provider.setRenewal({
      subscriptionRef: await providerRef(tx, sub),
      cancelAtPeriodEnd: false,
    });
    await queueCancellationMails(tx, deps, caller, {
      kind: 'resumed',
      endsAt: sub.current_period_end,
    });
    return stateOf(tx, deps, renewing);
  });
}

/**
 * The retention offer taken instead of cancelling: the coupon is the subscription's from its next
 * renewal (its periods counted from there), once per account. The subscription keeps renewing.
 */
export async function acceptRetentionOffer(
  deps: CancellationDeps,
  caller: Caller,
): Promise<TCancellationState> {
  return deps.db.transaction(async (tx) => {
    const sub = await subscriptionOfAccount(tx, caller.accountId, deps.provider.name);
    const offer = sub && (await offerFor(tx, deps, sub));
    if (!sub || !offer) throw new AppError('OFFER_UNAVAILABLE');
    const taken = await tx.one<{ account_id: string }>(
      `INSERT INTO retention_offers (account_id, subscription_id, coupon_code, accepted_by_member,
         accepted_by_email)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id) DO NOTHING RETURNING account_id`,
      [caller.accountId, sub.id, offer.code, caller.memberId, caller.email],
    );
    if (!taken) throw new AppError('OFFER_UNAVAILABLE');
    await tx.query(
      `UPDATE billing_subscriptions SET coupon_code = $2, coupon_from_period = period_index + 1,
         updated_at = now()
       WHERE id = $1`,
      [sub.id, offer.code],
    );
    await deps.provider.giveCoupon(await providerRef(tx, sub), offer.code);
    return stateOf(tx, deps, {
      ...sub,
      coupon_code: offer.code,
      coupon_from_period: sub.period_index + 1,
    });
  });
}
