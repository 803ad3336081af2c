import type { ZCheckoutRequest, TQuoteResponse } from '@portal/shared/payments/contract';
import type { TaxDecision, VatStatus } from '@portal/shared/payments/tax';
import type { z } from 'zod';
import { billingNow } from '../clock';
import { isUniqueViolation, type Db, type Queryable } from '../../db/db';
import { periodEnd } from '../periods';
import type { ChargeResult, ProviderRefs } from '../provider';
import { addressState } from '@portal/shared/billing/states';
import { attachCard } from './cards';
import { emailHasPayingAccount } from './claims';
import type { PaymentProvider as ProviderName } from '@portal/shared/constants';

/**
 * The tax decided for a customer, with what the registry said of its VAT number: the name it has
 * on file (kept with the subscription for the seller's review of a `name_mismatch`).
 */
export type CustomerTax = TaxDecision & { vatStatus: VatStatus; registeredName?: string | null };

/** The parsed checkout request (zod output: trimmed, e-mail lower-cased). */
export type CheckoutOrder = z.output<typeof ZCheckoutRequest> & { email: string };

export interface CheckoutRow {
  id: string;
  idempotency_key: string;
  fingerprint: string;
  provider: ProviderName;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  email: string;
  subscription_id: string | null;
  charge_id: string | null;
  decline_code: string | null;
  next_action: unknown;
  updated_at: Date;
}

/** The class of the advisory locks below (the two-key form: apart from every one-key lock). */
const CHECKOUT_EMAIL_LOCK = 72_410_011;

/**
 * Serialises, until the transaction ends, everything that decides whether an e-mail may pay:
 * claiming its one live checkout, and recording a charge for it. Whoever holds it sees every
 * charge of the e-mail committed before, so "already pays" read under it stays true until it
 * commits. (Two e-mails of the same hash only wait for each other.)
 */
export async function lockCheckoutsOf(tx: Queryable, email: string) {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CHECKOUT_EMAIL_LOCK, email]);
}

/** Whether the e-mail pays already, read under its lock (held until the transaction ends). */
async function paysAlready(tx: Queryable, email: string): Promise<boolean> {
  await lockCheckoutsOf(tx, email);
  return emailHasPayingAccount(tx, email);
}

/** What recording a charge came to: written, or refused because the e-mail already pays. */
export type Recorded = 'recorded' | 'alreadyPaying';

/**
 * Takes the Idempotency-Key and the e-mail's one live checkout (the partial unique index of
 * migration 011), unless the e-mail already pays: under the e-mail's lock, so no charge of it
 * can be recorded between the check and the claim. 'taken': the key, or the e-mail's live
 * checkout, is another request's.
 */
export async function claimCheckout(
  db: Db,
  row: {
    idempotencyKey: string;
    fingerprint: string;
    provider: ProviderName;
    email: string;
    locale: string;
    total: number;
    currency: string;
    tax: CustomerTax;
  },
): Promise<{ id: string } | 'alreadyPaying' | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      // The key first: a request with it that came first answers this one, paid or not.
      const keyTaken = await tx.one(`SELECT 1 FROM checkouts WHERE idempotency_key = $1`, [
        row.idempotencyKey,
      ]);
      if (keyTaken) return 'taken';
      if (await paysAlready(tx, row.email)) return 'alreadyPaying';
      const claimed = await tx.one<{ id: string }>(
        `INSERT INTO checkouts (idempotency_key, fingerprint, provider, status, email, locale,
           total, currency, tax_country, tax_rate_bps, reverse_charge, vat_status)
         VALUES ($1, $2, $3, 'processing', $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          row.idempotencyKey,
          row.fingerprint,
          row.provider,
          row.email,
          row.locale,
          row.total,
          row.currency,
          row.tax.country,
          row.tax.rateBps,
          row.tax.treatment === 'reverse_charge',
          row.tax.vatStatus,
        ],
      );
      return claimed ?? 'taken';
    });
  } catch (error) {
    // The e-mail's live checkout is another one: being charged, or waiting on 3-D Secure.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Writes the result of a first charge in one transaction: customer, card, subscription, first
 * invoice and its line, the charge, and the checkout's answer. A declined card leaves only the
 * checkout's answer: no customer or subscription half-made. Neither is anything but the failed
 * checkout written when the e-mail pays already (checked again here, under the e-mail's lock: a
 * charge recorded since the claim, see checkout-service.ts): 'alreadyPaying'.
 */
export async function recordFirstCharge(
  tx: Queryable,
  input: {
    checkoutId: string;
    provider: ProviderName;
    order: CheckoutOrder;
    quote: TQuoteResponse;
    /** The tax decided for this customer (quote.tax is its amount on the first charge). */
    tax: CustomerTax;
    result: ChargeResult;
  },
): Promise<Recorded> {
  const { checkoutId, provider, order, quote, tax, result } = input;
  if (result.status === 'failed') {
    await finishCheckout(tx, checkoutId, 'failed', { declineCode: result.declineCode });
    return 'recorded';
  }
  if (await paysAlready(tx, order.email)) {
    await finishCheckout(tx, checkoutId, 'failed', { declineCode: 'processing_error' });
    return 'alreadyPaying';
  }
  // A provider that computed the tax itself (Stripe Tax) charged its own amounts: they are the
  // invoice's, its rate read back from them.
  const net = quote.subtotal - quote.discount;
  const byProvider = result.refs.charged;
  const charged = byProvider ?? { tax: quote.tax, total: quote.total };
  const rateBps = byProvider
    ? net > 0
      ? Math.round((charged.tax * 10_000) / net)
      : 0
    : quote.taxRateBps;
  const treatment = !byProvider
    ? quote.taxTreatment
    : byProvider.reverseCharge
      ? 'reverse_charge'
      : byProvider.tax > 0
        ? 'standard'
        : quote.taxTreatment;
  const { customer, address } = order;
  const customerRow = await tx.one<{ id: string }>(
    `INSERT INTO billing_customers (provider, provider_ref, email, first_name, last_name, company,
       phone, website, extra_line, address_line1, address_line2, city, postal_code, country, vat_number,
       state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      provider,
      result.refs.customer ?? null,
      order.email,
      customer.firstName,
      customer.lastName,
      customer.company,
      customer.phone,
      customer.website ?? null,
      customer.extraLine ?? null,
      address.line1,
      address.line2 ?? null,
      address.city,
      address.postalCode,
      address.country,
      order.vatNumber ?? null,
      addressState(address.country, address.state) ?? null,
    ],
  );
  const customerId = customerRow!.id;
  // The provider's description of the card (Stripe's), or the local vault's row, now the customer's.
  await attachCard(tx, {
    id: order.paymentMethodId,
    provider,
    customerId,
    ...(result.refs.card && { card: result.refs.card }),
  });

  const paid = result.status === 'succeeded';
  // The billing engine's clock (the database's time in production): a checkout made after a demo or
  // test moved the clock forward starts its period then, not in the engine's past.
  const start = await billingNow(tx);
  const end = periodEnd(start, quote.interval);
  const sub = await tx.one<{ id: string }>(
    `INSERT INTO billing_subscriptions (provider, provider_ref, customer_id, status, currency,
       interval, users, edition, unit_amount, coupon_code, default_payment_method_id,
       current_period_start, current_period_end, tax_country, tax_rate_bps, tax_treatment,
       vat_status, vat_checked_at, vat_registered_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       CASE WHEN $17 IN ('valid', 'unverified', 'name_mismatch') THEN now() END, $18)
     RETURNING id`,
    [
      provider,
      result.refs.subscription ?? null,
      customerId,
      paid ? 'ACTIVE' : 'INCOMPLETE',
      quote.currency,
      quote.interval,
      quote.users,
      order.edition,
      quote.unitAmount,
      quote.coupon?.code ?? null,
      order.paymentMethodId,
      start,
      end,
      tax.country,
      tax.rateBps,
      tax.treatment,
      tax.vatStatus,
      tax.registeredName ?? null,
    ],
  );
  const subscriptionId = sub!.id;
  const invoice = await tx.one<{ id: string }>(
    `INSERT INTO invoices (provider_ref, customer_id, subscription_id, status, billing_reason,
       currency, subtotal, discount, total, amount_paid, coupon_code, period_start, period_end,
       tax, tax_rate_bps, tax_treatment, attempt_count, paid_at, number, bill_to)
     VALUES ($1, $2, $3, $4, 'subscription_create', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
       $15, 1, CASE WHEN $4 = 'paid' THEN now() END,
       CASE WHEN $4 = 'paid' THEN ${INVOICE_NUMBER} END, ${billToOf('$2')})
     RETURNING id`,
    [
      result.refs.invoice ?? null,
      customerId,
      subscriptionId,
      paid ? 'paid' : 'open',
      quote.currency,
      quote.subtotal,
      quote.discount,
      charged.total,
      paid ? charged.total : 0,
      quote.coupon?.code ?? null,
      start,
      end,
      charged.tax,
      rateBps,
      treatment,
    ],
  );
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, quantity, unit_amount, amount,
       period_start, period_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      invoice!.id,
      `${order.edition} ${quote.interval}ly plan`,
      quote.users,
      quote.unitAmount,
      quote.subtotal,
      start,
      end,
    ],
  );
  const charge = await tx.one<{ id: string }>(
    `INSERT INTO charges (idempotency_key, provider_ref, invoice_id, payment_method_id, amount,
       currency, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      `checkout:${checkoutId}`,
      result.refs.charge ?? null,
      invoice!.id,
      order.paymentMethodId,
      charged.total,
      quote.currency,
      result.status,
    ],
  );
  await finishCheckout(tx, checkoutId, result.status, {
    subscriptionId,
    chargeId: charge!.id,
    nextAction: result.status === 'requires_action' ? result.nextAction : null,
  });
  return 'recorded';
}

/**
 * The invoice's buyer as at issue (migration 045, TBillTo of shared/src/billing/details.ts): the
 * SQL of the snapshot of the billing customer whose id is the parameter `customerId` ('$1').
 */
export const billToOf = (customerId: string) =>
  `(SELECT bill_to_of(c) FROM billing_customers c WHERE c.id = ${customerId})`;
/** "INV-000042": the next number of the one sequence, assigned when an invoice is paid. */
export const INVOICE_NUMBER = `'INV-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`;

export async function finishCheckout(
  q: Queryable,
  checkoutId: string,
  status: CheckoutRow['status'],
  extra: {
    declineCode?: string;
    subscriptionId?: string;
    chargeId?: string;
    nextAction?: unknown;
  },
) {
  await q.query(
    `UPDATE checkouts SET status = $2, decline_code = $3,
       subscription_id = COALESCE($4, subscription_id), charge_id = COALESCE($5, charge_id),
       next_action = $6, updated_at = now()
     WHERE id = $1`,
    [
      checkoutId,
      status,
      extra.declineCode ?? null,
      extra.subscriptionId ?? null,
      extra.chargeId ?? null,
      extra.nextAction ? JSON.stringify(extra.nextAction) : null,
    ],
  );
}

/**
 * The outcome of a 3-D Secure challenge: the charge, its invoice and the subscription follow. A
 * success for an e-mail that pays already (checked under its lock, as for a first charge) is
 * written as a failure: 'alreadyPaying'.
 */
export async function recordConfirmation(
  tx: Queryable,
  checkout: CheckoutRow,
  result: ChargeResult,
): Promise<Recorded> {
  if (result.status === 'requires_action') return 'recorded';
  const refused = result.status === 'succeeded' && (await paysAlready(tx, checkout.email));
  const succeeded = result.status === 'succeeded' && !refused;
  const status = succeeded ? 'succeeded' : 'failed';
  const declineCode =
    result.status === 'failed' ? result.declineCode : refused ? 'processing_error' : null;
  await tx.query(
    `UPDATE charges SET status = $2, decline_code = $3, updated_at = now() WHERE id = $1`,
    [checkout.charge_id, status, declineCode],
  );
  await tx.query(
    `UPDATE invoices SET status = $2, amount_paid = CASE WHEN $2 = 'paid' THEN total ELSE 0 END,
       paid_at = CASE WHEN $2 = 'paid' THEN now() END,
       number = CASE WHEN $2 = 'paid' THEN ${INVOICE_NUMBER} END
     WHERE id = (SELECT invoice_id FROM charges WHERE id = $1)`,
    [checkout.charge_id, succeeded ? 'paid' : 'void'],
  );
  await tx.query(
    `UPDATE billing_subscriptions SET status = $2, updated_at = now(),
       canceled_at = CASE WHEN $2 = 'CANCELED' THEN now() END
     WHERE id = $1`,
    [checkout.subscription_id, succeeded ? 'ACTIVE' : 'CANCELED'],
  );
  await finishCheckout(tx, checkout.id, status, { declineCode: declineCode ?? undefined });
  return refused ? 'alreadyPaying' : 'recorded';
}

/**
 * Puts a checkout taken out of 'requires_action' back as it was, when the provider could not be
 * asked how its challenge went: its age still counts from when it was last asked.
 */
export async function reopenChallenge(q: Queryable, checkout: CheckoutRow) {
  await q.query(
    `UPDATE checkouts SET status = 'requires_action', next_action = $2, updated_at = $3
     WHERE id = $1`,
    [
      checkout.id,
      checkout.next_action == null ? null : JSON.stringify(checkout.next_action),
      checkout.updated_at,
    ],
  );
}

export type { ProviderRefs };
