import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { checkoutBody, confirm, postCheckout } from '../payments-helper';
import * as fx from '../payments-stripe/fixtures';
import { fails, ok, replayStripe } from '../payments-stripe/replay';

describeEachDb('payments: the stripe provider against recorded Stripe answers', (ctx) => {
  const stripe = replayStripe();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await ctx.buildTestApp({
      stripe: {
        secretKey: 'sk_test_replay',
        publishableKey: 'pk_test_replay',
        apiUrl: await stripe.listen(),
      },
    });
  });
  afterAll(() => stripe.close());

  /** The checkout's calls, each answered as for card 4242 unless a test says otherwise. */
  beforeEach(() => {
    stripe.reset();
    stripe.on('GET', '/v1/prices', ok(fx.priceListEmpty));
    stripe.on('POST', '/v1/prices', ok(fx.price));
    stripe.on('POST', '/v1/customers', ok(fx.customer));
    stripe.on('POST', '/v1/payment_methods/:id/attach', ok(fx.paymentMethod));
    stripe.on('GET', '/v1/promotion_codes', ok(fx.promotionCodes));
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionActive));
    stripe.on('GET', '/v1/payment_intents/:id', ok(fx.paymentIntentSucceeded));
  });

  it('tells the browser to show the Payment Element with the publishable key', async () => {
    const res = await app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(res.json().payments).toEqual({
      provider: 'stripe',
      stripePublishableKey: 'pk_test_replay',
    });
    const tokenise = await app.inject({
      method: 'POST',
      url: '/payments/local/payment-methods',
      payload: { name: 'A', number: '4242424242424242', expMonth: 11, expYear: 2037, cvc: '987' },
    });
    expect(tokenise.statusCode).toBe(404);
  });

  it('subscribes the customer at the price computed from the table, with the promotion code', async () => {
    const body = checkoutBody({ paymentMethodId: 'pm_test_Visa4242', coupon: 'WELCOME20' });
    const key = 'key-stripe-success-1';
    const res = await postCheckout(app, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      checkoutId: expect.any(String),
      invoice: { total: 9360, currency: 'USD' },
      next: 'create_account',
      claimToken: expect.any(String),
    });
    expect(stripe.calls()).toEqual(
      expect.arrayContaining([
        'POST /v1/customers',
        'POST /v1/payment_methods/pm_test_Visa4242/attach',
        'GET /v1/prices',
        'POST /v1/prices',
        'GET /v1/promotion_codes',
        'POST /v1/subscriptions',
        'GET /v1/payment_intents/pi_test_Paid',
      ]),
    );
    const [price] = stripe.sent('POST', '/v1/prices');
    expect(price!.body.get('unit_amount')).toBe('3900');
    expect(price!.body.get('currency')).toBe('usd');
    expect(price!.body.get('recurring[interval]')).toBe('month');
    const [subscription] = stripe.sent('POST', '/v1/subscriptions');
    expect(subscription!.body.get('items[0][quantity]')).toBe('3');
    expect(subscription!.body.get('discounts[0][promotion_code]')).toBe('promo_test_Welcome20');
    expect(subscription!.body.get('default_payment_method')).toBe('pm_test_Visa4242');
    expect(subscription!.body.get('expand[0]')).toBe('latest_invoice.payments');
    // Every write carries an idempotency key derived from the checkout.
    for (const write of stripe.requests.filter((r) => r.method === 'POST'))
      expect(write.idempotencyKey, write.path).toMatch(/^(checkout:[0-9a-f-]{36}:\w+|price:.+)$/);

    const rows = await ctx.db().one<Record<string, unknown>>(
      `SELECT s.provider, s.provider_ref, s.status, c.provider_ref AS customer, ch.provider_ref AS charge,
                pm.brand, pm.last4
         FROM checkouts k JOIN billing_subscriptions s ON s.id = k.subscription_id
         JOIN billing_customers c ON c.id = s.customer_id JOIN charges ch ON ch.id = k.charge_id
         JOIN payment_methods pm ON pm.id = s.default_payment_method_id
         WHERE k.id = $1`,
      [res.json().checkoutId],
    );
    expect(rows).toEqual({
      provider: 'stripe',
      provider_ref: 'sub_test_Active',
      status: 'ACTIVE',
      customer: 'cus_test_Ada',
      charge: 'pi_test_Paid',
      brand: 'visa',
      last4: '4242',
    });

    // The same key again: the stored answer, and not one more call to Stripe.
    stripe.requests.length = 0;
    const again = await postCheckout(app, body, key);
    // The same answer; only its one-time claim and receipt tokens are new.
    const strip = ({ claimToken: _c, receiptToken: _r, ...rest }: Record<string, unknown>) => rest;
    expect(strip(again.json())).toEqual(strip(res.json()));
    expect(stripe.requests).toEqual([]);
  });

  it('lets Stripe Tax compute the tax: net prices, automatic tax, and Stripe’s total invoiced', async () => {
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionActiveTaxed));
    const body = checkoutBody({ paymentMethodId: 'pm_test_Visa4242', coupon: 'WELCOME20' });
    const res = await postCheckout(app, body);
    expect(res.statusCode).toBe(200);
    // The table collects nothing in the US; Stripe Tax added 7.49 of sales tax to the 93.60.
    expect(res.json()).toMatchObject({ status: 'succeeded', invoice: { total: 10109 } });
    const [price] = stripe.sent('POST', '/v1/prices');
    expect(price!.body.get('tax_behavior')).toBe('exclusive');
    const [subscription] = stripe.sent('POST', '/v1/subscriptions');
    expect(subscription!.body.get('automatic_tax[enabled]')).toBe('true');
    const stored = await ctx.db().one<Record<string, unknown>>(
      `SELECT i.subtotal, i.discount, i.tax, i.tax_rate_bps, i.tax_treatment, i.total, i.amount_paid,
         ch.amount AS charged
       FROM checkouts k JOIN charges ch ON ch.id = k.charge_id JOIN invoices i ON i.id = ch.invoice_id
       WHERE k.id = $1`,
      [res.json().checkoutId],
    );
    expect(stored).toEqual({
      subtotal: 11700,
      discount: 2340,
      tax: 749,
      // Read back from Stripe's amounts: 8 % charged, where the table collects nothing.
      tax_rate_bps: 800,
      tax_treatment: 'standard',
      total: 10109,
      amount_paid: 10109,
      charged: 10109,
    });
  });

  it('gives Stripe Tax the VAT number of a business, so that Stripe reverse-charges it', async () => {
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionActiveReverseCharged));
    const body = checkoutBody({
      paymentMethodId: 'pm_test_Visa4242',
      country: 'FR',
      currency: 'EUR',
      vatNumber: '12345678901',
    });
    const res = await postCheckout(app, body);
    expect(res.statusCode).toBe(200);
    const [customer] = stripe.sent('POST', '/v1/customers');
    expect(customer!.body.get('tax_id_data[0][type]')).toBe('eu_vat');
    expect(customer!.body.get('tax_id_data[0][value]')).toBe('FR12345678901');
    // The invoice says what Stripe did: reverse charge, its note printed.
    const stored = await ctx.db().one<Record<string, unknown>>(
      `SELECT i.tax, i.tax_treatment FROM checkouts k JOIN charges ch ON ch.id = k.charge_id
       JOIN invoices i ON i.id = ch.invoice_id WHERE k.id = $1`,
      [res.json().checkoutId],
    );
    expect(stored).toEqual({ tax: 0, tax_treatment: 'reverse_charge' });
  });

  it('passes 3-D Secure to Stripe.js, then reads the outcome from the PaymentIntent', async () => {
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionIncomplete));
    stripe.on(
      'GET',
      '/v1/payment_intents/:id',
      ok(fx.paymentIntentRequiresAction),
      ok({ ...fx.paymentIntentRequiresAction, status: 'succeeded', next_action: null }),
    );
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_test_Visa4242' }));
    expect(res.json()).toEqual({
      status: 'requires_action',
      checkoutId: expect.any(String),
      nextAction: { type: 'stripe_3ds', clientSecret: 'pi_test_Pending_secret_test0123456789' },
    });
    const confirmed = await confirm(app, res.json().checkoutId);
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      checkoutId: res.json().checkoutId,
      claimToken: expect.any(String),
    });
    expect(stripe.calls().at(-1)).toBe('GET /v1/payment_intents/pi_test_Pending');
  });

  it('refuses the payment when the customer fails the 3-D Secure challenge', async () => {
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionIncomplete));
    stripe.on(
      'GET',
      '/v1/payment_intents/:id',
      ok(fx.paymentIntentRequiresAction),
      ok(fx.paymentIntentAuthenticationFailed),
    );
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_test_Visa4242' }));
    expect(res.json().status).toBe('requires_action');
    const confirmed = await confirm(app, res.json().checkoutId);
    expect(confirmed.json()).toMatchObject({ status: 'failed', code: 'authentication_failed' });
  });

  it('answers a decline with its message', async () => {
    stripe.on('POST', '/v1/subscriptions', ok(fx.subscriptionIncomplete));
    stripe.on('GET', '/v1/payment_intents/:id', ok(fx.paymentIntentDeclined));
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_test_Visa4242' }));
    expect(res.json()).toEqual({
      status: 'failed',
      checkoutId: expect.any(String),
      code: 'insufficient_funds',
      message: 'Payment declined (contact your card issuer).',
    });
  });

  it('answers a card the issuer declines when it is attached with the decline, not a payment error', async () => {
    stripe.on('POST', '/v1/payment_methods/:id/attach', fails(402, fx.attachDeclined));
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_test_Declined' }));
    expect(res.json()).toMatchObject({ status: 'failed', code: 'card_declined' });
    expect(res.json().message).not.toBe('Payment error, try again.');
    // Nothing is subscribed with a card Stripe refused.
    expect(stripe.calls()).not.toContain('POST /v1/subscriptions');
  });

  it('answers "Payment error, try again" when Stripe cannot be reached', async () => {
    const down = await ctx.buildTestApp({
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', apiUrl: 'http://127.0.0.1:9' },
    });
    const res = await postCheckout(down, checkoutBody({ paymentMethodId: 'pm_test_Visa4242' }));
    expect(res.json()).toMatchObject({ status: 'failed', message: 'Payment error, try again.' });
  });
});
