import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDb } from './helper';
import { checkoutBody, confirm, postCheckout } from './payments-helper';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./payments-stripe/${name}.json`, import.meta.url), 'utf8'));

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com replaying recorded answers: `intents` is the sequence of
 * PaymentIntent states the scenario goes through (one per retrieval).
 */
function replayServer() {
  const requests: Recorded[] = [];
  const scenario = { subscription: 'subscription-active', intents: ['payment-intent-succeeded'] };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      const route = `${req.method} ${url.pathname}`;
      let answer: unknown;
      if (route === 'GET /v1/prices') answer = fixture('price-list-empty');
      else if (route === 'POST /v1/prices') answer = fixture('price');
      else if (route === 'POST /v1/customers') answer = fixture('customer');
      else if (/^POST \/v1\/payment_methods\/[^/]+\/attach$/.test(route))
        answer = fixture('payment-method');
      else if (route === 'GET /v1/promotion_codes') answer = fixture('promotion-codes');
      else if (route === 'POST /v1/subscriptions') answer = fixture(scenario.subscription);
      else if (route.startsWith('GET /v1/payment_intents/'))
        answer = fixture(
          scenario.intents.length > 1 ? scenario.intents.shift()! : scenario.intents[0]!,
        );
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', 'req_replay');
      if (!answer) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: `no ${route}` } }),
        );
        return;
      }
      res.end(JSON.stringify(answer));
    });
  });
  return { server, requests, scenario };
}

describeEachDb('payments: the stripe provider against recorded Stripe answers', (ctx) => {
  const stripe = replayServer();
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    app = await ctx.buildTestApp({
      stripe: {
        secretKey: 'sk_test_replay',
        publishableKey: 'pk_test_replay',
        apiUrl: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => stripe.server.close(() => resolve())));
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.scenario.subscription = 'subscription-active';
    stripe.scenario.intents = ['payment-intent-succeeded'];
  });

  const calls = () => stripe.requests.map((r) => `${r.method} ${r.path}`);

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
    const body = checkoutBody({ paymentMethodId: 'pm_1SXdemoCard', coupon: 'WELCOME20' });
    const key = 'key-stripe-success-1';
    const res = await postCheckout(app, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', checkoutId: expect.any(String) });
    expect(calls()).toEqual(
      expect.arrayContaining([
        'POST /v1/customers',
        'POST /v1/payment_methods/pm_1SXdemoCard/attach',
        'GET /v1/prices',
        'POST /v1/prices',
        'GET /v1/promotion_codes',
        'POST /v1/subscriptions',
        'GET /v1/payment_intents/pi_1SXdemoPaid',
      ]),
    );
    const price = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices')!;
    expect(price.body.get('unit_amount')).toBe('3900');
    expect(price.body.get('currency')).toBe('usd');
    expect(price.body.get('recurring[interval]')).toBe('month');
    const subscription = stripe.requests.find((r) => r.path === '/v1/subscriptions')!;
    expect(subscription.body.get('items[0][quantity]')).toBe('3');
    expect(subscription.body.get('discounts[0][promotion_code]')).toBe('promo_1SXdemoWelcome20');
    expect(subscription.body.get('default_payment_method')).toBe('pm_1SXdemoCard');
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
      provider_ref: 'sub_1SXdemoActive',
      status: 'ACTIVE',
      customer: 'cus_TUdemoCustomer',
      charge: 'pi_1SXdemoPaid',
      brand: 'visa',
      last4: '4242',
    });

    // The same key again: the stored answer, and not one more call to Stripe.
    stripe.requests.length = 0;
    const again = await postCheckout(app, body, key);
    expect(again.json()).toEqual(res.json());
    expect(stripe.requests).toEqual([]);
  });

  it('passes 3-D Secure to Stripe.js, then reads the outcome from the PaymentIntent', async () => {
    stripe.scenario.subscription = 'subscription-incomplete';
    stripe.scenario.intents = ['payment-intent-requires-action', 'payment-intent-succeeded'];
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_1SXdemoCard' }));
    expect(res.json()).toEqual({
      status: 'requires_action',
      checkoutId: expect.any(String),
      nextAction: { type: 'stripe_3ds', clientSecret: 'pi_1SXdemoPending_secret_demo0123456789' },
    });
    const confirmed = await confirm(app, res.json().checkoutId);
    expect(confirmed.json()).toEqual({ status: 'succeeded', checkoutId: res.json().checkoutId });
  });

  it('answers a decline with its message', async () => {
    stripe.scenario.subscription = 'subscription-incomplete';
    stripe.scenario.intents = ['payment-intent-declined'];
    const res = await postCheckout(app, checkoutBody({ paymentMethodId: 'pm_1SXdemoCard' }));
    expect(res.json()).toEqual({
      status: 'failed',
      checkoutId: expect.any(String),
      code: 'insufficient_funds',
      message: 'Payment declined (contact your card issuer).',
    });
  });

  it('answers "Payment error, try again" when Stripe cannot be reached', async () => {
    const down = await ctx.buildTestApp({
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', apiUrl: 'http://127.0.0.1:9' },
    });
    const res = await postCheckout(down, checkoutBody({ paymentMethodId: 'pm_1SXdemoCard' }));
    expect(res.json()).toMatchObject({ status: 'failed', message: 'Payment error, try again.' });
  });
});
