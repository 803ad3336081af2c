import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@portal/shared/i18n/locales';
import {
  DECLINE_MESSAGES,
  type DeclineCode,
  type TCheckoutResponse,
  type TNextAction,
  type TPaymentMethodResponse,
} from '@portal/shared/payments/contract';
import { quote, type QuoteInput, type QuoteResult } from '@portal/shared/payments/quote';
import { isUniqueViolation, type Db } from '../db/db';
import { AppError } from '../errors/app-error';
import { translate } from '../i18n/translate';
import type { Mailer } from '../plugins/app/delivery/mailer';
import { checkoutSuccess } from './handover';
import { sendReceipt } from './invoices/receipt';
import { emailHasPayingAccount } from './repository/claims';
import { activeCoupons } from './repository/coupons';
import type { BillingProvider } from './provider';
import {
  recordConfirmation,
  recordFirstCharge,
  finishCheckout,
  type CheckoutOrder,
  type CheckoutRow,
} from './repository/checkouts';
import type { TaxIdVerifier } from './tax-id';

/** How long a request waits for another one holding the same checkout (under the request timeout). */
const WAIT_FOR_OTHER_REQUEST_MS = 20_000;
/** A checkout 'processing' this long was abandoned by a process that stopped mid-way. */
const STALE_PROCESSING = '2 minutes';

export interface PaymentsService {
  readonly provider: BillingProvider;
  /** The server's price of a plan, with the coupon checked against the database's coupons. */
  quote(plan: QuoteInput): Promise<QuoteResult>;
  /**
   * The card-tokenising endpoint, where this API is the card vault (the local engine): keeps brand,
   * last 4 and expiry; never the number or CVC. Undefined where the browser tokenises (Stripe.js).
   */
  readonly tokeniseCard?: (card: {
    number: string;
    expMonth: number;
    expYear: number;
  }) => Promise<TPaymentMethodResponse>;
  checkout(
    order: CheckoutOrder,
    idempotencyKey: string,
    locale: Locale,
  ): Promise<TCheckoutResponse>;
  confirm(
    checkoutId: string,
    outcome: 'approved' | 'refused' | undefined,
    locale: Locale,
  ): Promise<TCheckoutResponse>;
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
  log: FastifyBaseLogger;
  /** The receipt e-mail, and the origin its claim link opens (PUBLIC_URL). */
  mailer: Mailer;
  publicUrl: string;
}): PaymentsService {
  const { db, provider, taxIds, log } = deps;

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
      sendReceipt({ db, mailer: deps.mailer, log, publicUrl: deps.publicUrl }, row.id).catch(
        (error: unknown) => log.error({ err: error, checkoutId: row.id }, 'receipt not sent'),
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

  async function serverQuote(plan: QuoteInput) {
    return quote(plan, await activeCoupons(db));
  }

  const tokenise = provider.tokeniseCard;
  return {
    provider,
    quote: serverQuote,
    ...(tokenise && {
      async tokeniseCard(card) {
        const { id, brand, last4 } = await tokenise(card, db);
        return { id, brand: brand as TPaymentMethodResponse['brand'], last4 };
      },
    }),

    async checkout(order, idempotencyKey, locale) {
      const fingerprint = createHash('sha256').update(JSON.stringify(order)).digest('hex');
      const earlier = await replay(idempotencyKey, fingerprint, locale);
      if (earlier) return earlier;

      // Everything the customer can correct is checked before the key is spent.
      const priced = await serverQuote(order);
      if (!priced.ok) {
        const { message, values } = priced.rejection;
        throw new AppError('COUPON_REJECTED', { fields: { coupon: message }, values });
      }
      if (order.vatNumber) {
        const verdict = await taxIds.verify(order.address.country, order.vatNumber);
        if (verdict === 'not_found') {
          throw new AppError('VAT_NOT_FOUND', { fields: { vatNumber: 'payments.vat.notFound' } });
        }
      }
      if (await emailHasPayingAccount(db, order.email)) {
        throw new AppError('ACCOUNT_EXISTS', {
          fields: { 'customer.email': 'payments.accountExists' },
        });
      }
      if (!(await provider.cardUsableForCheckout(order.paymentMethodId, db))) {
        throw new AppError('CARD_UNKNOWN', {
          fields: { paymentMethodId: 'payments.cardUnknown' },
        });
      }

      // A checkout left 'processing' by a stopped process must not block this e-mail for ever.
      await db.query(
        `UPDATE checkouts SET status = 'failed', decline_code = 'processing_error', updated_at = now()
         WHERE email = $1 AND status = 'processing' AND updated_at < now() - $2::interval`,
        [order.email, STALE_PROCESSING],
      );

      // The key is taken by one INSERT: a second request with it (even at the same instant)
      // finds the row and waits for that request's answer instead of charging.
      const claimed = await db
        .one<{ id: string }>(
          `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email, locale,
           total, currency)
         VALUES ($1, $2, $3, 'processing', $4, $5, $6, $7)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [
            idempotencyKey,
            fingerprint,
            provider.name,
            order.email,
            locale,
            priced.quote.total,
            priced.quote.currency,
          ],
        )
        .catch((error: unknown) => {
          // A checkout for this e-mail is being charged right now: this very one (same key, at
          // the same instant), or another one.
          if (isUniqueViolation(error)) return undefined;
          throw error;
        });
      if (!claimed) {
        const earlierNow = await replay(idempotencyKey, fingerprint, locale);
        if (earlierNow) return earlierNow;
        throw new AppError('CHECKOUT_IN_PROGRESS');
      }

      const checkoutId = claimed.id;
      const { customer, address } = order;
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
          },
          db,
        );
        await db.transaction((tx) =>
          recordFirstCharge(tx, {
            checkoutId,
            provider: provider.name,
            order,
            quote: priced.quote,
            result,
          }),
        );
        log.info({ checkoutId, status: result.status }, 'checkout');
      } catch (error) {
        // The provider or the database failed: the customer sees "Payment error, try again".
        log.error({ err: error, checkoutId }, 'checkout failed');
        await finishCheckout(db, checkoutId, 'failed', { declineCode: 'processing_error' });
      }
      return answer((await findCheckout(checkoutId))!, locale);
    },

    async confirm(checkoutId, outcome, locale) {
      // Only the request that moves it out of requires_action completes the charge.
      const taken = await db.one<CheckoutRow>(
        `UPDATE checkouts SET status = 'processing', updated_at = now()
         WHERE id = $1 AND status = 'requires_action' RETURNING *`,
        [checkoutId],
      );
      // Knowing the checkout's id is no proof of paying: a repeated confirmation gets no claim.
      if (!taken) return answer(await settled(checkoutId), locale, false);
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
        if (result.status === 'requires_action') {
          // Still not authenticated (Stripe): the customer may try the challenge again.
          await finishCheckout(db, checkoutId, 'requires_action', {
            nextAction: result.nextAction,
          });
        } else {
          await db.transaction((tx) => recordConfirmation(tx, taken, result));
        }
        log.info({ checkoutId, status: result.status }, 'checkout confirmed');
      } catch (error) {
        log.error({ err: error, checkoutId }, 'checkout confirmation failed');
        await finishCheckout(db, checkoutId, 'requires_action', { nextAction: taken.next_action });
        throw new AppError('PAYMENTS_UNAVAILABLE', { cause: error });
      }
      return answer((await findCheckout(checkoutId))!, locale);
    },
  };
}
