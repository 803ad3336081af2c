import Stripe from 'stripe';
import { DECLINE_CODES, type DeclineCode } from '@portal/shared/payments/contract';
import { TAX_TABLE } from '@portal/shared/payments/tax';
import type { StripeConfig } from '../../config';
import {
  WebhookRefused,
  type BillingProvider,
  type ChargeResult,
  type ProviderRefs,
  type SavedCard,
  type SetupResult,
  type SubscriptionOrder,
} from '../provider';
import { stripeClient } from './client';
import { billingEventsOf } from './events';

/** Stripe's answer about a PaymentIntent, in the portal's terms. */
function fromPaymentIntent(intent: Stripe.PaymentIntent, refs: ProviderRefs): ChargeResult {
  refs.charge = intent.id;
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: 'succeeded', refs };
  }
  if (intent.status === 'requires_action' && intent.client_secret) {
    return {
      status: 'requires_action',
      refs,
      nextAction: { type: 'stripe_3ds', clientSecret: intent.client_secret },
    };
  }
  return { status: 'failed', refs, declineCode: declineCodeOf(intent.last_payment_error) };
}

/** Stripe's codes for a card whose issuer asked for 3-D Secure and did not get it. */
const AUTHENTICATION_FAILURES = [
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
  // Off-session: the customer is not there to authenticate (the local engine's answer too).
  'authentication_required',
];

/** Stripe's error code or decline code, narrowed to the ones the portal has a message for. */
export function declineCodeOf(
  error: { code?: string | undefined; decline_code?: string | undefined } | null | undefined,
) {
  const known = (code: string | undefined): code is DeclineCode =>
    !!code && (DECLINE_CODES as readonly string[]).includes(code);
  if (AUTHENTICATION_FAILURES.includes(error?.code ?? '')) return 'authentication_failed';
  if (known(error?.decline_code)) return error.decline_code;
  if (known(error?.code)) return error.code;
  return 'card_declined';
}

/**
 * Stripe confirms an intent created with `confirm: true` only when it knows where the customer
 * would come back from a redirect, or that no method redirects: the portal takes cards, whose
 * 3-D Secure Stripe.js handles in the page (`use_stripe_sdk`), so no `return_url` is needed.
 */
const CARD_ONLY = { payment_method_types: ['card'] };

/** Stripe's tax id types of the VAT numbers outside the EU the checkout takes. */
const TAX_ID_TYPES: Record<string, Stripe.CustomerCreateParams.TaxIdDatum.Type> = {
  GB: 'gb_vat',
  CH: 'ch_vat',
  ZA: 'za_vat',
  AU: 'au_abn',
  NZ: 'nz_gst',
};

/** The tax id type Stripe knows a VAT number by, from its prefix (Greece's is EL); or none. */
function taxIdType(vatId: string): Stripe.CustomerCreateParams.TaxIdDatum.Type | undefined {
  const prefix = vatId.slice(0, 2);
  if (TAX_TABLE[prefix === 'EL' ? 'GR' : prefix]?.eu) return 'eu_vat';
  return TAX_ID_TYPES[prefix];
}

/** What Stripe Tax put on an invoice: the sum of its taxes, the total, whether it reverse-charged. */
function chargedOf(invoice: Stripe.Invoice) {
  const taxes = invoice.total_taxes ?? [];
  return {
    tax: taxes.reduce((sum, line) => sum + line.amount, 0),
    total: invoice.total,
    reverseCharge: taxes.some((line) => line.taxability_reason === 'reverse_charge'),
  };
}

function paymentIntentOf(subscription: Stripe.Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return undefined;
  const payment = invoice.payments?.data[0]?.payment.payment_intent;
  return typeof payment === 'string' ? payment : payment?.id;
}

/**
 * Payments through Stripe's Subscriptions API: the browser's Payment Element creates the payment
 * method; the server creates the customer, attaches the card, and subscribes it to the plan's
 * price (one per edition, currency and interval, found by lookup key), with the coupon's
 * promotion code. Every call carries an idempotency key derived from the checkout, so a retry
 * never creates a second customer or charge.
 */
export function createStripeProvider(config: StripeConfig): BillingProvider {
  const stripe = stripeClient(config);

  async function priceFor(order: SubscriptionOrder): Promise<string> {
    // Net prices: Stripe Tax adds the tax on top (`_net`: a price made before had no tax behaviour).
    const lookupKey =
      `portal_${order.edition}_${order.currency}_${order.interval}_${order.unitAmount}_net`.toLowerCase();
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.prices.create(
      {
        currency: order.currency.toLowerCase(),
        unit_amount: order.unitAmount,
        recurring: { interval: order.interval },
        tax_behavior: 'exclusive',
        lookup_key: lookupKey,
        product_data: { name: `Property Video ${order.edition}` },
      },
      { idempotencyKey: `price:${lookupKey}` },
    );
    return created.id;
  }

  async function promotionCode(code: string | undefined) {
    if (!code) return undefined;
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    // The portal priced the order with this coupon: never charge without it.
    if (!found.data[0]) throw new Error(`promotion code ${code} is missing in the Stripe account`);
    return found.data[0].id;
  }

  return {
    name: 'stripe',
    // Stripe renews its subscriptions itself and reports each outcome by webhook.
    renewsInPortal: false,

    async cardUsableForCheckout() {
      // Stripe.js created it in the browser; Stripe refuses a card that is not the customer's.
      return true;
    },

    async startSubscription(order): Promise<ChargeResult> {
      const key = (step: string) => `checkout:${order.checkoutId}:${step}`;
      const vatType = order.vatId ? taxIdType(order.vatId) : undefined;
      const customer = await stripe.customers.create(
        {
          email: order.email,
          name: order.customerName,
          phone: order.phone,
          address: {
            line1: order.address.line1,
            ...(order.address.line2 ? { line2: order.address.line2 } : {}),
            city: order.address.city,
            postal_code: order.address.postalCode,
            country: order.address.country,
          },
          metadata: { company: order.company, checkoutId: order.checkoutId },
          // Stripe Tax reverse-charges a business whose VAT number it has.
          ...(vatType && order.vatId
            ? { tax_id_data: [{ type: vatType, value: order.vatId }] }
            : {}),
        },
        { idempotencyKey: key('customer') },
      );
      let card: Stripe.PaymentMethod;
      try {
        card = await stripe.paymentMethods.attach(
          order.paymentMethodId,
          { customer: customer.id },
          { idempotencyKey: key('attach') },
        );
      } catch (error) {
        // The issuer may decline a card as soon as it is attached: that is a decline, not an outage.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          status: 'failed',
          refs: { customer: customer.id },
          declineCode: declineCodeOf(error),
        };
      }
      const refs: ProviderRefs = {
        customer: customer.id,
        ...(card.card && {
          card: {
            brand: card.card.brand,
            last4: card.card.last4,
            expMonth: card.card.exp_month,
            expYear: card.card.exp_year,
          },
        }),
      };
      const [price, promotion] = await Promise.all([
        priceFor(order),
        promotionCode(order.couponCode),
      ]);
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price, quantity: order.users }],
          default_payment_method: card.id,
          payment_behavior: 'allow_incomplete',
          // Stripe Tax computes the tax of this and every renewal's invoice from the customer's
          // address and VAT number, instead of the portal's table (docs/tax.md).
          automatic_tax: { enabled: true },
          ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
          metadata: { edition: order.edition, checkoutId: order.checkoutId },
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey: key('subscription') },
      );
      refs.subscription = subscription.id;
      const invoice = subscription.latest_invoice;
      if (invoice && typeof invoice !== 'string') {
        refs.invoice = invoice.id;
        refs.charged = chargedOf(invoice);
      }
      const intentId = paymentIntentOf(subscription);
      if (subscription.status === 'active' && !intentId) return { status: 'succeeded', refs };
      if (!intentId) return { status: 'failed', refs, declineCode: 'processing_error' };
      return fromPaymentIntent(await stripe.paymentIntents.retrieve(intentId), refs);
    },

    async confirmCharge(pending): Promise<ChargeResult> {
      // The browser completed (or abandoned) the challenge with Stripe.js: ask Stripe how it went.
      if (!pending.refs.charge)
        return { status: 'failed', refs: {}, declineCode: 'processing_error' };
      return fromPaymentIntent(await stripe.paymentIntents.retrieve(pending.refs.charge), {});
    },

    async saveCard(setup): Promise<SetupResult> {
      // A SetupIntent verifies the card with the issuer (3-D Secure where it asks) and keeps it
      // for off-session charges, as the Customer Portal does.
      const customer =
        setup.customer.providerRef ??
        (await stripe.customers.create({}, { idempotencyKey: `${setup.key}:customer` })).id;
      // The same key answers the same SetupIntent: after a challenge, read how it ended.
      let created: Stripe.SetupIntent;
      try {
        created = await stripe.setupIntents.create(
          {
            customer,
            payment_method: setup.paymentMethodId,
            usage: 'off_session',
            confirm: true,
            ...CARD_ONLY,
            expand: ['payment_method'],
          },
          { idempotencyKey: `${setup.key}:setup` },
        );
      } catch (error) {
        // A declined card is a 402 carrying the SetupIntent (and again under the same key).
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          status: 'failed',
          declineCode: declineCodeOf(error.setup_intent?.last_setup_error ?? error),
        };
      }
      const intent = setup.outcome
        ? await stripe.setupIntents.retrieve(created.id, { expand: ['payment_method'] })
        : created;
      if (intent.status === 'succeeded') {
        const method = typeof intent.payment_method === 'string' ? null : intent.payment_method;
        const card = method && cardOf(method);
        if (!method || !card) return { status: 'failed', declineCode: 'card_not_supported' };
        // The card Stripe saved: a test-mode card (pm_card_visa) is saved as a new PaymentMethod,
        // whose id is not the one the browser sent.
        await stripe.customers.update(customer, {
          invoice_settings: { default_payment_method: method.id },
        });
        return { status: 'succeeded', card };
      }
      if (intent.status === 'requires_action' && intent.client_secret) {
        return {
          status: 'requires_action',
          nextAction: { type: 'stripe_3ds', clientSecret: intent.client_secret },
        };
      }
      return { status: 'failed', declineCode: declineCodeOf(intent.last_setup_error) };
    },

    async chargeSavedCard(charge): Promise<ChargeResult> {
      if (!charge.paymentMethodId || !charge.customerRef) {
        return { status: 'failed', refs: {}, declineCode: 'card_declined' };
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: charge.customerRef,
            payment_method: charge.paymentMethodId,
            confirm: true,
            off_session: !charge.onSession,
            ...CARD_ONLY,
          },
          { idempotencyKey: charge.key },
        );
        return fromPaymentIntent(intent, {});
      } catch (error) {
        // Off-session declines arrive as a card error carrying the PaymentIntent.
        if (error instanceof Stripe.errors.StripeCardError) {
          const refs = error.payment_intent ? { charge: error.payment_intent.id } : {};
          return { status: 'failed', refs, declineCode: declineCodeOf(error) };
        }
        throw error;
      }
    },

    async setRenewal({ subscriptionRef, cancelAtPeriodEnd, feedback, comment }) {
      // A subscription Stripe does not know (the checkout never reached it) has nothing to change.
      if (!subscriptionRef) return;
      await stripe.subscriptions.update(subscriptionRef, {
        cancel_at_period_end: cancelAtPeriodEnd,
        ...(cancelAtPeriodEnd
          ? { cancellation_details: { feedback: feedback ?? 'other', comment: comment ?? '' } }
          : // A resume clears the reasons of the cancellation it undoes.
            { cancellation_details: { feedback: '', comment: '' } }),
      });
    },

    async giveCoupon(subscriptionRef, couponCode) {
      if (!subscriptionRef) return;
      // The portal's coupon codes are promotion codes in the Stripe account (decisions.md).
      const promotion = await promotionCode(couponCode);
      await stripe.subscriptions.update(subscriptionRef, {
        discounts: [{ promotion_code: promotion }],
      });
    },

    async updateCustomer(customerRef, details) {
      if (!customerRef) return;
      await stripe.customers.update(customerRef, {
        name: details.company,
        email: details.email,
        address: {
          line1: details.address.line1,
          line2: details.address.line2 ?? '',
          city: details.address.city,
          state: details.address.state ?? '',
          postal_code: details.address.postalCode,
          country: details.address.country,
        },
      });
      // The VAT number is a tax id of its own: the old ones go, the new one (if any) is added.
      const held = await stripe.customers.listTaxIds(customerRef, { limit: 10 });
      const vatType = details.vatId ? taxIdType(details.vatId) : undefined;
      if (held.data.some((id) => id.value === details.vatId && id.type === vatType)) return;
      for (const id of held.data) await stripe.customers.deleteTaxId(customerRef, id.id);
      if (vatType && details.vatId) {
        await stripe.customers.createTaxId(customerRef, { type: vatType, value: details.vatId });
      }
    },

    async deleteCustomer(customerRef) {
      try {
        await stripe.customers.del(customerRef);
      } catch (error) {
        // Already deleted (a purge retried after Stripe answered): 404 resource_missing.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    async portalUrl(customerRef, returnUrl) {
      if (!customerRef) return null;
      const session = await stripe.billingPortal.sessions.create({
        customer: customerRef,
        return_url: returnUrl,
      });
      return session.url;
    },

    webhookEvents(rawBody, signature) {
      if (!config.webhookSecret || !signature) throw new WebhookRefused('no signature');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookRefused('bad signature');
      }
      return { id: event.id, type: event.type, events: billingEventsOf(event) };
    },
  };
}

function cardOf(method: Stripe.PaymentMethod): SavedCard | null {
  if (!method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}
