import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillingProvider, CardSetup, SavedCardCharge } from '../../src/billing/provider';
import { WebhookRefused } from '../../src/billing/provider';
import { createStripeProvider } from '../../src/billing/stripe/stripe-provider';
import type { Queryable } from '../../src/db/db';
import * as fx from '../payments-stripe/fixtures';
import { fails, ok, replayStripe } from '../payments-stripe/replay';

/** The Stripe provider keeps nothing itself: any query it made would fail the test. */
const noDb: Queryable = {
  query: () => Promise.reject(new Error('the Stripe provider queried the database')),
  one: () => Promise.reject(new Error('the Stripe provider queried the database')),
  exec: () => Promise.reject(new Error('the Stripe provider queried the database')),
};

const WEBHOOK_SECRET = 'whsec_test_provider';

/** The visa card of the fixtures, as the portal keeps it. */
const VISA_5556 = { brand: 'visa', last4: '5556', expMonth: 11, expYear: 2037 };

describe('the Stripe provider against recorded Stripe answers', () => {
  const stripe = replayStripe();
  let provider: BillingProvider;

  beforeAll(async () => {
    provider = createStripeProvider({
      secretKey: 'sk_test_replay',
      publishableKey: 'pk_test_replay',
      apiUrl: await stripe.listen(),
      webhookSecret: WEBHOOK_SECRET,
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  describe('saveCard (a SetupIntent verifies the new card without charging it)', () => {
    const setup = (overrides: Partial<CardSetup> = {}): CardSetup => ({
      key: 'card:sub-1:pm_test_Visa5556',
      paymentMethodId: 'pm_test_Visa5556',
      customer: { id: 'customer-1', providerRef: 'cus_test_Ada' },
      ...overrides,
    });

    it('keeps a verified card and makes it the customer’s default for invoices', async () => {
      stripe.on('POST', '/v1/setup_intents', ok(fx.setupIntentSucceeded));
      stripe.on('POST', '/v1/customers/:id', ok(fx.customerWithDefaultCard));

      expect(await provider.saveCard(setup(), noDb)).toEqual({
        status: 'succeeded',
        card: VISA_5556,
      });
      expect(stripe.calls()).toEqual(['POST /v1/setup_intents', 'POST /v1/customers/cus_test_Ada']);
      const [intent] = stripe.sent('POST', '/v1/setup_intents');
      expect(intent!.idempotencyKey).toBe('card:sub-1:pm_test_Visa5556:setup');
      expect(Object.fromEntries(intent!.body)).toEqual({
        customer: 'cus_test_Ada',
        payment_method: 'pm_test_Visa5556',
        usage: 'off_session',
        confirm: 'true',
        'payment_method_types[0]': 'card',
        'expand[0]': 'payment_method',
      });
      const [update] = stripe.sent('POST', '/v1/customers/cus_test_Ada');
      expect(update!.body.get('invoice_settings[default_payment_method]')).toBe('pm_test_Visa5556');
    });

    it('makes the card Stripe saved the default, when Stripe saved it under another id', async () => {
      // A test-mode token (pm_card_visa) is saved as a new PaymentMethod; so is any shared card.
      stripe.on('POST', '/v1/setup_intents', ok(fx.setupIntentSucceeded));
      stripe.on('POST', '/v1/customers/:id', ok(fx.customerWithDefaultCard));
      const saved = await provider.saveCard(setup({ paymentMethodId: 'pm_card_visa' }), noDb);
      expect(saved.status).toBe('succeeded');
      const [update] = stripe.sent('POST', '/v1/customers/cus_test_Ada');
      expect(update!.body.get('invoice_settings[default_payment_method]')).toBe('pm_test_Visa5556');
    });

    it('creates the Stripe customer first when the portal has none yet', async () => {
      stripe.on('POST', '/v1/customers', ok(fx.customerWithoutDetails));
      stripe.on('POST', '/v1/setup_intents', ok(fx.setupIntentSucceeded));
      stripe.on('POST', '/v1/customers/:id', ok(fx.customerWithDefaultCard));
      const saved = await provider.saveCard(
        setup({ customer: { id: 'customer-1', providerRef: null } }),
        noDb,
      );
      expect(saved.status).toBe('succeeded');
      expect(stripe.calls()).toEqual([
        'POST /v1/customers',
        'POST /v1/setup_intents',
        'POST /v1/customers/cus_test_New',
      ]);
      expect(stripe.requests[0]!.idempotencyKey).toBe('card:sub-1:pm_test_Visa5556:customer');
      expect(stripe.requests[1]!.body.get('customer')).toBe('cus_test_New');
    });

    it('hands a 3-D Secure challenge to Stripe.js, then reads how it went', async () => {
      stripe.on('POST', '/v1/setup_intents', ok(fx.setupIntentRequiresAction));
      stripe.on('GET', '/v1/setup_intents/:id', ok(fx.setupIntentChallengePassed));
      stripe.on('POST', '/v1/customers/:id', ok(fx.customerWithDefaultCard));

      expect(await provider.saveCard(setup(), noDb)).toEqual({
        status: 'requires_action',
        nextAction: {
          type: 'stripe_3ds',
          clientSecret: 'seti_test_Challenge_secret_test0123456789',
        },
      });
      // Nothing is made the default before the challenge.
      expect(stripe.calls()).toEqual(['POST /v1/setup_intents']);

      // The browser passed the challenge: the same setup again, with its outcome.
      expect(await provider.saveCard(setup({ outcome: 'approved' }), noDb)).toEqual({
        status: 'succeeded',
        card: VISA_5556,
      });
      expect(stripe.calls()).toEqual([
        'POST /v1/setup_intents',
        'POST /v1/setup_intents',
        'GET /v1/setup_intents/seti_test_Challenge',
        'POST /v1/customers/cus_test_Ada',
      ]);
      // The same key: Stripe answers the first SetupIntent again, it does not verify twice.
      expect(stripe.requests[1]!.replayed).toBe(true);
      expect(stripe.requests[2]!.body.get('expand[0]')).toBe('payment_method');
    });

    it('refuses the card when the customer fails the challenge', async () => {
      stripe.on('POST', '/v1/setup_intents', ok(fx.setupIntentRequiresAction));
      stripe.on('GET', '/v1/setup_intents/:id', ok(fx.setupIntentChallengeFailed));
      await provider.saveCard(setup(), noDb);
      expect(await provider.saveCard(setup({ outcome: 'refused' }), noDb)).toEqual({
        status: 'failed',
        declineCode: 'authentication_failed',
      });
      expect(stripe.calls()).not.toContain('POST /v1/customers/cus_test_Ada');
    });

    it('refuses a declined card with its decline code, and keeps nothing of it', async () => {
      stripe.on('POST', '/v1/setup_intents', fails(402, fx.setupIntentDeclined));
      expect(await provider.saveCard(setup(), noDb)).toEqual({
        status: 'failed',
        declineCode: 'insufficient_funds',
      });
      expect(stripe.calls()).toEqual(['POST /v1/setup_intents']);

      // Asked again (the customer pressed twice): the same decline, from Stripe's stored answer.
      expect(await provider.saveCard(setup(), noDb)).toEqual({
        status: 'failed',
        declineCode: 'insufficient_funds',
      });
      expect(stripe.requests[1]!.replayed).toBe(true);
    });

    it('reads the decline from the SetupIntent when Stripe answers it without an error', async () => {
      stripe.on(
        'POST',
        '/v1/setup_intents',
        ok(fx.setupIntentDeclined.error.setup_intent satisfies Stripe.SetupIntent),
      );
      expect(await provider.saveCard(setup(), noDb)).toEqual({
        status: 'failed',
        declineCode: 'insufficient_funds',
      });
    });
  });

  describe('chargeSavedCard (renewals, retries, plan changes: a PaymentIntent on the saved card)', () => {
    const charge = (overrides: Partial<SavedCardCharge> = {}): SavedCardCharge => ({
      key: 'renewal:sub-1:2',
      customerRef: 'cus_test_Ada',
      paymentMethodId: 'pm_test_Visa4242',
      amount: 11700,
      currency: 'USD',
      onSession: false,
      ...overrides,
    });

    it('charges the amount off-session under the charge’s key', async () => {
      stripe.on('POST', '/v1/payment_intents', ok(fx.savedCardIntentSucceeded));
      expect(await provider.chargeSavedCard(charge(), noDb)).toEqual({
        status: 'succeeded',
        refs: { charge: 'pi_test_Renewal' },
      });
      const [intent] = stripe.sent('POST', '/v1/payment_intents');
      expect(intent!.idempotencyKey).toBe('renewal:sub-1:2');
      expect(Object.fromEntries(intent!.body)).toEqual({
        amount: '11700',
        currency: 'usd',
        customer: 'cus_test_Ada',
        payment_method: 'pm_test_Visa4242',
        confirm: 'true',
        off_session: 'true',
        'payment_method_types[0]': 'card',
      });
    });

    it('sends the amount in minor units and the currency as Stripe writes it', async () => {
      stripe.on('POST', '/v1/payment_intents', ok(fx.savedCardIntentSucceeded));
      await provider.chargeSavedCard(charge({ amount: 4_680_000_00, currency: 'EUR' }), noDb);
      const [intent] = stripe.sent('POST', '/v1/payment_intents');
      expect(intent!.body.get('amount')).toBe('468000000');
      expect(intent!.body.get('currency')).toBe('eur');
    });

    it('answers a decline with the issuer’s decline code', async () => {
      stripe.on('POST', '/v1/payment_intents', fails(402, fx.savedCardDeclined));
      expect(await provider.chargeSavedCard(charge(), noDb)).toEqual({
        status: 'failed',
        refs: { charge: 'pi_test_RenewalDeclined' },
        declineCode: 'insufficient_funds',
      });
    });

    it('answers an off-session charge the issuer wants authenticated as the local engine does', async () => {
      stripe.on('POST', '/v1/payment_intents', fails(402, fx.savedCardAuthenticationRequired));
      expect(await provider.chargeSavedCard(charge(), noDb)).toMatchObject({
        status: 'failed',
        declineCode: 'authentication_failed',
      });
    });

    it('hands a 3-D Secure challenge to Stripe.js when the customer is there (the portal)', async () => {
      stripe.on('POST', '/v1/payment_intents', ok(fx.savedCardIntentRequiresAction));
      expect(await provider.chargeSavedCard(charge({ onSession: true }), noDb)).toEqual({
        status: 'requires_action',
        refs: { charge: 'pi_test_PlanChange' },
        nextAction: {
          type: 'stripe_3ds',
          clientSecret: 'pi_test_PlanChange_secret_test0123456789',
        },
      });
      expect(stripe.requests[0]!.body.get('off_session')).toBe('false');
    });

    it('asks Stripe nothing without a customer or a card', async () => {
      for (const missing of [{ customerRef: null }, { paymentMethodId: null }]) {
        expect(await provider.chargeSavedCard(charge(missing), noDb)).toMatchObject({
          status: 'failed',
          declineCode: 'card_declined',
        });
      }
      expect(stripe.requests).toEqual([]);
    });

    it('lets an error that is not a decline through (the engine answers "try again")', async () => {
      stripe.on(
        'POST',
        '/v1/payment_intents',
        fails(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: "No such PaymentMethod: 'pm_test_Gone'",
            param: 'payment_method',
          } satisfies Stripe.StripeRawError,
        }),
      );
      await expect(provider.chargeSavedCard(charge(), noDb)).rejects.toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
    });
  });

  describe('portalUrl (Stripe’s Customer Portal)', () => {
    it('opens a session for the customer that returns to the portal', async () => {
      stripe.on('POST', '/v1/billing_portal/sessions', ok(fx.billingPortalSession));
      const url = await provider.portalUrl(
        'cus_test_Ada',
        'https://portal.example.com/#/account/billing',
      );
      expect(url).toBe(fx.billingPortalSession.url);
      const [session] = stripe.sent('POST', '/v1/billing_portal/sessions');
      expect(Object.fromEntries(session!.body)).toEqual({
        customer: 'cus_test_Ada',
        return_url: 'https://portal.example.com/#/account/billing',
      });
    });

    it('has none for a customer Stripe does not know', async () => {
      expect(await provider.portalUrl(null, 'https://portal.example.com/')).toBeNull();
      expect(stripe.requests).toEqual([]);
    });
  });

  describe('webhookEvents (Stripe’s signed events)', () => {
    const signed = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      return {
        body: Buffer.from(payload),
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      };
    };

    it('reads a subscription update: its status, users and period end', () => {
      const { body, signature } = signed(fx.subscriptionUpdatedEvent);
      const item = fx.subscriptionUpdatedEvent.data.object.items.data[0]!;
      expect(provider.webhookEvents(body, signature)).toEqual({
        id: 'evt_test_SubscriptionPastDue',
        type: 'customer.subscription.updated',
        events: [
          {
            type: 'subscription_changed',
            subscriptionRef: 'sub_test_Active',
            at: new Date(fx.subscriptionUpdatedEvent.created * 1000),
            status: 'PAST_DUE',
            users: 5,
            periodEnd: new Date(item.current_period_end * 1000),
          },
        ],
      });
    });

    it('reads a failed invoice payment as its subscription’s', () => {
      const { body, signature } = signed(fx.invoicePaymentFailedEvent);
      expect(provider.webhookEvents(body, signature)).toEqual({
        id: 'evt_test_RenewalFailed',
        type: 'invoice.payment_failed',
        events: [
          {
            type: 'invoice_payment_failed',
            subscriptionRef: 'sub_test_Active',
            at: new Date(fx.invoicePaymentFailedEvent.created * 1000),
          },
        ],
      });
    });

    it('refuses an event signed with another secret, altered, or not signed', () => {
      const other = signed(fx.subscriptionUpdatedEvent, 'whsec_test_someone_else');
      expect(() => provider.webhookEvents(other.body, other.signature)).toThrow(WebhookRefused);

      const { signature } = signed(fx.subscriptionUpdatedEvent);
      const altered = Buffer.from(
        JSON.stringify({
          ...fx.subscriptionUpdatedEvent,
          data: {
            ...fx.subscriptionUpdatedEvent.data,
            object: { ...fx.subscriptionUpdatedEvent.data.object, status: 'active' },
          },
        }),
      );
      expect(() => provider.webhookEvents(altered, signature)).toThrow(WebhookRefused);

      const { body } = signed(fx.subscriptionUpdatedEvent);
      expect(() => provider.webhookEvents(body, undefined)).toThrow(WebhookRefused);
    });

    it('refuses every event when no signing secret is configured', () => {
      const unsigned = createStripeProvider({
        secretKey: 'sk_test_replay',
        publishableKey: 'pk_test_replay',
        apiUrl: 'http://127.0.0.1:9',
      });
      const { body, signature } = signed(fx.subscriptionUpdatedEvent);
      expect(() => unsigned.webhookEvents(body, signature)).toThrow(WebhookRefused);
    });
  });
});
