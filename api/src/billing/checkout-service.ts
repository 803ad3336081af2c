import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Locale } from '@portal/shared/i18n/locales';
import {
  DECLINE_MESSAGES,
  type DeclineCode,
  type TCheckoutResponse,
  type TClaimResponse,
  type TNextAction,
  type TPaymentMethodResponse,
} from '@portal/shared/payments/contract';
import { quote, type QuoteInput, type QuoteResult } from '@portal/shared/payments/quote';
import {
  NO_TAX,
  taxDecision,
  vatIdOf,
  type TaxDecision,
  type VatStatus,
} from '@portal/shared/payments/tax';
import type { Db } from '../db/db';
import { AppError } from '../errors/app-error';
import { translate } from '../i18n/translate';
import { consumeOrRefuse, createRateLimiter } from '../limits/rate-limiter';
import type { Mailer } from '../delivery/mailer';
import { checkoutSuccess } from './handover';
import { receiptPdf, sendReceipt } from './invoices/receipt';
import { describeClaim } from './repository/claims';
import { activeCoupons } from './repository/coupons';
import type { BillingProvider, ChallengeOutcome, ChargeResult } from './provider';
import {
  claimCheckout,
  recordConfirmation,
  recordFirstCharge,
  finishCheckout,
  reopenChallenge,
  type CheckoutOrder,
  type CheckoutRow,
  type CustomerTax,
  type Recorded,
} from './repository/checkouts';
import type { Seller } from './invoices/seller';
import { namesMatch, type TaxIdVerifier } from './tax-id';

/** How long a request waits for another one holding the same checkout (under the request timeout). */
const WAIT_FOR_OTHER_REQUEST_MS = 20_000;
/** A checkout 'processing' this long was abandoned by a process that stopped mid-way. */
const STALE_PROCESSING = '2 minutes';
/**
 * A 3-D Secure challenge unanswered this long was abandoned (the tab closed, the customer gone),
 * and its checkout, still holding the e-mail's one live checkout (migration 011), no longer
 * blocks a new one. 15 minutes: the issuer's own challenge gives up sooner (EMV 3-D Secure
 * allows a challenge 5 minutes at least, and 15 is the usual ceiling), so a customer still at the
 * bank's page is never cut off, and one who walked away waits a quarter of an hour at most.
 * Before the new checkout goes on, the provider is asked how the old challenge ended: answered
 * meanwhile (Stripe: paid in the other tab), it is recorded as such, and a paid one then refuses
 * the new checkout (409, the e-mail pays); unanswered, it is failed as a refused challenge is.
 * The local engine charged nothing then. Stripe's PaymentIntent stays open until Stripe expires
 * the incomplete subscription a day later: cancelling it at once needs a provider operation the
 * seam does not have yet.
 */
const ABANDONED_CHALLENGE = '15 minutes';

const accountExists = () =>
  new AppError('ACCOUNT_EXISTS', { fields: { 'customer.email': 'payments.accountExists' } });

export interface PaymentsService {
  readonly provider: BillingProvider;
  /** The VAT number check (VIES or the stub): the renewal job asks again what it could not check. */
  readonly taxIds: TaxIdVerifier;
  /**
   * The server's price of a plan, with the coupon checked against the database's coupons and the
   * tax of the customer's country (and VAT number, when given) added.
   */
  quote(
    plan: QuoteInput & {
      country: string;
      vatNumber?: string | undefined;
      company?: string | undefined;
    },
    asker?: { ip: string },
  ): Promise<QuoteResult>;
  /**
   * The card-tokenising endpoint, where this API is the card vault (the local engine): keeps brand,
   * last 4 and expiry; never the number or CVC. Undefined where the browser tokenises (Stripe.js).
   */
  readonly tokeniseCard?: (
    card: { number: string; expMonth: number; expYear: number },
    asker: { ip: string },
  ) => Promise<TPaymentMethodResponse>;
  /** Checks and charges an order; an asker's address has a budget of checkouts an hour (429). */
  checkout(
    order: CheckoutOrder,
    idempotencyKey: string,
    locale: Locale,
    asker?: { ip: string },
  ): Promise<TCheckoutResponse>;
  confirm(
    checkoutId: string,
    outcome: 'approved' | 'refused' | undefined,
    locale: Locale,
  ): Promise<TCheckoutResponse>;
  /** What a one-time claim is for, without spending it; null when unknown, used or expired. */
  describeClaim(claim: string): Promise<TClaimResponse | null>;
  /** The PDF of the first invoice a receipt token opens (for an hour); null for any other token. */
  receipt(receiptToken: string): Promise<{ number: string; pdf: Uint8Array } | null>;
}

function toResponse(row: CheckoutRow, locale: Locale): TCheckoutResponse {
  if (row.status === 'processing') throw new AppError('CHECKOUT_IN_PROGRESS');
  const base = { status: row.status, checkoutId: row.id };
  if (row.status === 'failed') {
    const code = (row.decline_code ?? 'processing_error') as DeclineCode;
    return { ...base, code, message: translate(locale, DECLINE_MESSAGES[code]) };
  }
  if (row.status === 'requires_action') {
    return { ...base, nextAction: row.next_action as TNextAction };
  }
  return base;
}

export function createPaymentsService(deps: {
  db: Db;
  provider: BillingProvider;
  taxIds: TaxIdVerifier;
  /** Who bills: its country decides domestic VAT and reverse charge. */
  seller: Seller;
  log: FastifyBaseLogger;
  /** The receipt e-mail, and the origin its claim link opens (PUBLIC_URL). */
  mailer: Mailer;
  publicUrl: string;
  /** The per-address budgets' store (memory without Redis). */
  redis: Redis | null;
}): PaymentsService {
  const { db, provider, taxIds, log } = deps;
  const checkoutsPerIp = createRateLimiter(deps.redis, {
    keyPrefix: 'checkouts-ip',
    points: 100,
    duration: 3600,
  });
  // Card testing (trying stolen numbers one after another) meets a per-IP budget.
  const cardsPerIp = createRateLimiter(deps.redis, {
    keyPrefix: 'payment-methods-ip',
    points: 100,
    duration: 3600,
  });

  /**
   * The answer of a checkout row. After a success (handover.ts, invoices/receipt.ts): the plan and
   * first invoice, the claim and receipt tokens for the browser that paid (`toPayer`: the request
   * that charged or confirmed, or a retry with its Idempotency-Key), and the receipt e-mail, sent
   * once in the background.
   */
  async function answer(
    row: CheckoutRow,
    locale: Locale,
    toPayer = true,
  ): Promise<TCheckoutResponse> {
    const response = toResponse(row, locale);
    if (response.status !== 'succeeded') return response;
    setImmediate(() => {
      const mailDeps = {
        db,
        mailer: deps.mailer,
        log,
        publicUrl: deps.publicUrl,
        seller: deps.seller,
      };
      sendReceipt(mailDeps, row.id).catch((error: unknown) =>
        log.error({ err: error, checkoutId: row.id }, 'receipt not sent'),
      );
    });
    return { ...response, ...(await checkoutSuccess(db, row.id, toPayer)) };
  }

  const findCheckout = (id: string) =>
    db.one<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [id]);

  /** Another request holds this checkout: wait for its answer rather than charging again. */
  async function settled(id: string): Promise<CheckoutRow> {
    const started = Date.now();
    for (;;) {
      const row = await findCheckout(id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'processing') return row;
      if (Date.now() - started > WAIT_FOR_OTHER_REQUEST_MS)
        throw new AppError('CHECKOUT_IN_PROGRESS');
      await sleep(100);
    }
  }

  /** The answer already given (or being given) for this key; a different order under it is refused. */
  async function replay(key: string, fingerprint: string, locale: Locale) {
    const existing = await db.one<CheckoutRow>(
      'SELECT * FROM checkouts WHERE idempotency_key = $1',
      [key],
    );
    if (!existing) return undefined;
    if (existing.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return answer(await settled(existing.id), locale);
  }

  /**
   * The tax of a customer (docs/tax.md): the VAT number checked first. A number the registry
   * does not know is refused (`not_found`); one it could not check now is charged VAT; one it
   * knows under another name than `company` is charged VAT too, until the seller has reviewed
   * it (`name_mismatch`, README "VAT numbers"). Without a company (a quote of step 1) the name is
   * not compared.
   */
  async function taxOfCustomer(
    country: string,
    vatNumber: string | undefined,
    company: string | undefined,
    asker: { ip: string } | undefined,
  ): Promise<CustomerTax | 'not_found'> {
    const answer = vatNumber
      ? await taxIds.verify(country, vatNumber, asker)
      : { verdict: 'none' as const, name: null };
    if (answer.verdict === 'not_found') return 'not_found';
    const mismatch =
      answer.verdict === 'valid' &&
      company !== undefined &&
      answer.name !== null &&
      !namesMatch(company, answer.name);
    const vatStatus: VatStatus = mismatch ? 'name_mismatch' : answer.verdict;
    const tax = taxDecision({ country, vatStatus, sellerCountry: deps.seller.country });
    return { ...tax, vatStatus, registeredName: answer.name };
  }

  async function serverQuote(plan: QuoteInput, tax: TaxDecision) {
    return quote(plan, await activeCoupons(db), tax);
  }

  /**
   * A charge the provider made for an e-mail that already pays is never recorded (see
   * recordFirstCharge): only the checkout's failure is, and its customer is told the e-mail pays
   * (409). The claim refuses a paying e-mail before charging, under the same lock, so this is a
   * charge started before another checkout of the e-mail was recorded: one whose provider took
   * longer than STALE_PROCESSING, after which the e-mail's live checkout went to another, or a
   * challenge answered after an abandoned one was ended. The local engine has moved no money
   * then (its charge is the record refused here): nothing is owed. A provider that moves real
   * money (Stripe) has taken it, and would renew it: this error names its customer,
   * subscription and charge, to be refunded and cancelled at the provider (the seam has no
   * refund yet).
   */
  function refusePaidTwice(checkoutId: string, result: ChargeResult): never {
    if (result.status === 'succeeded') {
      log.error(
        { checkoutId, refs: result.refs },
        'checkout charged an e-mail that already pays: refund and cancel it at the provider',
      );
    }
    throw accountExists();
  }

  /**
   * Completes a taken challenge with the provider's answer (`outcome`: the local challenge's).
   * An abandoned one that the provider still holds open is failed, as a refused one is; one the
   * customer may still answer goes back to waiting.
   */
  async function completeChallenge(
    taken: CheckoutRow,
    outcome: ChallengeOutcome,
    abandoned: boolean,
  ) {
    const checkoutId = taken.id;
    let confirmed: { result: ChargeResult; recorded: Recorded };
    try {
      const charge = await db.one<{ provider_ref: string | null; payment_method_id: string }>(
        'SELECT provider_ref, payment_method_id FROM charges WHERE id = $1',
        [taken.charge_id],
      );
      const result = await provider.confirmCharge(
        {
          checkoutId,
          refs: { charge: charge?.provider_ref ?? undefined },
          paymentMethodId: charge!.payment_method_id,
        },
        outcome,
        db,
      );
      let recorded: Recorded = 'recorded';
      if (result.status === 'requires_action' && !abandoned) {
        // Still not authenticated (Stripe): the customer may try the challenge again.
        await finishCheckout(db, checkoutId, 'requires_action', {
          nextAction: result.nextAction,
        });
      } else {
        const final: ChargeResult =
          result.status === 'requires_action'
            ? { status: 'failed', refs: result.refs, declineCode: 'authentication_failed' }
            : result;
        recorded = await db.transaction((tx) => recordConfirmation(tx, taken, final));
      }
      confirmed = { result, recorded };
      log.info({ checkoutId, status: result.status, abandoned, recorded }, 'checkout confirmed');
    } catch (error) {
      log.error({ err: error, checkoutId }, 'checkout confirmation failed');
      await reopenChallenge(db, taken);
      throw new AppError('PAYMENTS_UNAVAILABLE', { cause: error });
    }
    if (confirmed.recorded === 'alreadyPaying') refusePaidTwice(checkoutId, confirmed.result);
  }

  /** Ends this e-mail's challenges unanswered for ABANDONED_CHALLENGE (see there). */
  async function endAbandonedChallenges(email: string) {
    const abandoned = await db.query<CheckoutRow>(
      `UPDATE checkouts SET status = 'processing', updated_at = now()
       WHERE email = $1 AND status = 'requires_action' AND updated_at < now() - $2::interval
       RETURNING *`,
      [email, ABANDONED_CHALLENGE],
    );
    // Taken as confirm takes one: a customer answering it at this very moment is not overridden.
    for (const taken of abandoned) await completeChallenge(taken, undefined, true);
  }

  const tokenise = provider.tokeniseCard;
  return {
    provider,
    taxIds,
    async quote(plan, asker) {
      const tax = await taxOfCustomer(plan.country, plan.vatNumber, plan.company, asker);
      // A number the registry does not know is refused at the checkout; priced without it here.
      const known =
        tax === 'not_found'
          ? await taxOfCustomer(plan.country, undefined, undefined, undefined)
          : tax;
      const priced = await serverQuote(plan, known as TaxDecision);
      if (!priced.ok || (known as CustomerTax).vatStatus !== 'name_mismatch') return priced;
      return { ...priced, quote: { ...priced.quote, vatNameMismatch: true } };
    },
    ...(tokenise && {
      async tokeniseCard(card, asker) {
        await consumeOrRefuse(cardsPerIp, asker.ip, 'TOO_MANY_REQUESTS');
        const { id, brand, last4 } = await tokenise(card, db);
        return { id, brand: brand as TPaymentMethodResponse['brand'], last4 };
      },
    }),

    async checkout(order, idempotencyKey, locale, asker) {
      if (asker) await consumeOrRefuse(checkoutsPerIp, asker.ip, 'TOO_MANY_REQUESTS');
      const fingerprint = createHash('sha256').update(JSON.stringify(order)).digest('hex');
      const earlier = await replay(idempotencyKey, fingerprint, locale);
      if (earlier) return earlier;

      // Everything the customer can correct is checked before the key is spent. The tax follows
      // the country of residence chosen at step 1 (the one the quote priced), with its VAT number.
      const coupon = await serverQuote(order, NO_TAX(order.country));
      if (!coupon.ok) {
        const { message, values } = coupon.rejection;
        throw new AppError('COUPON_REJECTED', { fields: { coupon: message }, values });
      }
      const tax = await taxOfCustomer(
        order.country,
        order.vatNumber,
        order.customer.company,
        asker,
      );
      if (tax === 'not_found') {
        throw new AppError('VAT_NOT_FOUND', { fields: { vatNumber: 'payments.vat.notFound' } });
      }
      if (tax.vatStatus === 'name_mismatch') {
        // For the seller's review (npm run vat:review): charged VAT meanwhile.
        log.warn(
          { country: order.country, registeredName: tax.registeredName },
          "VAT number registered under another name than the buyer's company: VAT charged, to review",
        );
      }
      const priced = await serverQuote(order, tax);
      if (!priced.ok) throw new AppError('COUPON_REJECTED');
      if (!(await provider.cardUsableForCheckout(order.paymentMethodId, db))) {
        throw new AppError('CARD_UNKNOWN', {
          fields: { paymentMethodId: 'payments.cardUnknown' },
        });
      }

      // A checkout left 'processing' by a stopped process must not block this e-mail for ever,
      // nor one waiting on a challenge its customer abandoned.
      await db.query(
        `UPDATE checkouts SET status = 'failed', decline_code = 'processing_error', updated_at = now()
         WHERE email = $1 AND status = 'processing' AND updated_at < now() - $2::interval`,
        [order.email, STALE_PROCESSING],
      );
      await endAbandonedChallenges(order.email);

      // The key and the e-mail's one live checkout are taken together, and only for an e-mail
      // that does not pay yet: a second request with the key (even at the same instant) finds
      // the row and waits for that request's answer; another checkout of the e-mail is refused
      // while this one is live, and told the e-mail pays once it succeeded. So the e-mail is
      // known not to pay before anything is charged.
      const claimed = await claimCheckout(db, {
        idempotencyKey,
        fingerprint,
        provider: provider.name,
        email: order.email,
        locale,
        total: priced.quote.total,
        currency: priced.quote.currency,
        tax,
      });
      if (claimed === 'alreadyPaying') throw accountExists();
      if (claimed === 'taken') {
        const earlierNow = await replay(idempotencyKey, fingerprint, locale);
        if (earlierNow) return earlierNow;
        throw new AppError('CHECKOUT_IN_PROGRESS');
      }

      const checkoutId = claimed.id;
      const { customer, address } = order;
      let charged: { result: ChargeResult; recorded: Recorded };
      try {
        const result = await provider.startSubscription(
          {
            checkoutId,
            email: order.email,
            customerName: `${customer.firstName} ${customer.lastName}`,
            company: customer.company,
            phone: customer.phone,
            address: {
              line1: address.line1,
              city: address.city,
              postalCode: address.postalCode,
              country: address.country,
              ...(address.line2 ? { line2: address.line2 } : {}),
            },
            paymentMethodId: order.paymentMethodId,
            currency: priced.quote.currency,
            interval: priced.quote.interval,
            users: priced.quote.users,
            edition: order.edition,
            unitAmount: priced.quote.unitAmount,
            total: priced.quote.total,
            ...(priced.quote.coupon ? { couponCode: priced.quote.coupon.code } : {}),
            // A number registered under another name is not handed to Stripe Tax, which would
            // reverse-charge it: charged as without a number until the seller's review.
            ...(order.vatNumber && tax.vatStatus !== 'name_mismatch'
              ? { vatId: vatIdOf(order.country, order.vatNumber) }
              : {}),
          },
          db,
        );
        const recorded = await db.transaction((tx) =>
          recordFirstCharge(tx, {
            checkoutId,
            provider: provider.name,
            order,
            quote: priced.quote,
            tax,
            result,
          }),
        );
        charged = { result, recorded };
        log.info({ checkoutId, status: result.status, recorded }, 'checkout');
      } catch (error) {
        // The provider or the database failed: the customer sees "Payment error, try again".
        log.error({ err: error, checkoutId }, 'checkout failed');
        await finishCheckout(db, checkoutId, 'failed', { declineCode: 'processing_error' });
        return answer((await findCheckout(checkoutId))!, locale);
      }
      if (charged.recorded === 'alreadyPaying') refusePaidTwice(checkoutId, charged.result);
      return answer((await findCheckout(checkoutId))!, locale);
    },

    async confirm(checkoutId, outcome, locale) {
      // Only the request that moves it out of requires_action completes the charge.
      const taken = await db.one<CheckoutRow>(
        `UPDATE checkouts SET status = 'processing', updated_at = now()
         WHERE id = $1 AND status = 'requires_action' RETURNING *`,
        [checkoutId],
      );
      if (!taken) return answer(await settled(checkoutId), locale, false);
      await completeChallenge(taken, outcome, false);
      return answer((await findCheckout(checkoutId))!, locale);
    },

    // The hand-off after paying (handover.ts): the token is the permission, for a buyer with no account.
    describeClaim: (claim) => describeClaim(db, claim),
    receipt: (receiptToken) => receiptPdf(db, receiptToken, deps.seller),
  };
}
