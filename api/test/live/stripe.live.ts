import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingProvider, ProviderRefs, SubscriptionOrder } from '../../src/billing/provider';
import { createStripeProvider } from '../../src/billing/stripe/stripe-provider';
import type { Queryable } from '../../src/db/db';

/**
 * The Stripe provider's money moves against Stripe's test mode (`npm run test:stripe`): the same
 * flows as the replayed answers of ../payments-stripe, through the provider's functions. Needs
 * STRIPE_TEST_SECRET_KEY (an sk_test_ key, from the environment only) and Stripe answering;
 * otherwise the suite is skipped and says why.
 */
const KEY = process.env.STRIPE_TEST_SECRET_KEY;
const STRIPE_API = 'https://api.stripe.com';

async function skipReason(): Promise<string | null> {
  if (!KEY) return 'STRIPE_TEST_SECRET_KEY is not set';
  // Never a live account: this suite creates customers and charges cards.
  if (!KEY.startsWith('sk_test_'))
    throw new Error('STRIPE_TEST_SECRET_KEY must be an sk_test_ key');
  try {
    await fetch(`${STRIPE_API}/v1/`, { signal: AbortSignal.timeout(3000) });
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return `${STRIPE_API} could not be reached within 3 s (${cause})`;
  }
}

const skipped = await skipReason();
if (skipped) console.warn(`Stripe test mode: skipped, ${skipped}.`);
const suite = skipped ? describe.skip : describe;

/** The Stripe provider keeps nothing itself. */
const noDb: Queryable = {
  query: () => Promise.reject(new Error('the Stripe provider queried the database')),
  one: () => Promise.reject(new Error('the Stripe provider queried the database')),
  exec: () => Promise.reject(new Error('the Stripe provider queried the database')),
};

suite(`Stripe test mode${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const run = randomUUID().slice(0, 8);
  let provider: BillingProvider;
  /** Only for what the browser does (Stripe.js makes the card) and to read what Stripe kept. */
  let stripe: Stripe;
  beforeAll(() => {
    provider = createStripeProvider({
      secretKey: KEY!,
      publishableKey: 'pk_test_unused',
      apiUrl: STRIPE_API,
    });
    stripe = new Stripe(KEY!, { telemetry: false });
  });
  const customers: string[] = [];

  const order = (paymentMethodId: string): SubscriptionOrder => ({
    checkoutId: randomUUID(),
    email: `live-${run}@example.com`,
    customerName: 'Ada Lovelace',
    company: 'Analytical Homes (test)',
    phone: '+44 20 7946 0000',
    address: { line1: '1 Engine Street', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
    paymentMethodId,
    currency: 'USD',
    interval: 'month',
    users: 3,
    edition: 'realty',
    unitAmount: 3900,
    total: 11700,
  });

  async function subscribe(paymentMethodId: string) {
    const result = await provider.startSubscription(order(paymentMethodId), noDb);
    if (result.refs.customer) customers.push(result.refs.customer);
    return result;
  }

  /** The paying customer of the first test, shared by the card and portal tests. */
  let paying: Promise<ProviderRefs> | undefined;
  const payingCustomer = () => {
    paying ??= subscribe('pm_card_visa').then((result) => {
      if (result.status !== 'succeeded') throw new Error(`pm_card_visa: ${result.status}`);
      return result.refs;
    });
    return paying;
  };

  /** A card as the Payment Element makes it in the browser, from one of Stripe's test tokens. */
  const browserCard = async (token: string) =>
    (await stripe.paymentMethods.create({ type: 'card', card: { token } })).id;

  const cardSetup = (paymentMethodId: string, customerRef: string) => ({
    key: `live:${run}:card:${paymentMethodId}`,
    paymentMethodId,
    customer: { id: `customer-${run}`, providerRef: customerRef },
  });

  afterAll(async () => {
    // Deleting a customer cancels its subscriptions: the test account keeps no live plan.
    for (const id of customers) await stripe.customers.del(id).catch(() => undefined);
  });

  it('subscribes a customer at the plan’s price with pm_card_visa', async () => {
    const refs = await payingCustomer();
    expect(refs).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      subscription: expect.stringMatching(/^sub_/),
      invoice: expect.stringMatching(/^in_/),
      charge: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242' },
    });
    const subscription = await stripe.subscriptions.retrieve(refs.subscription!);
    expect(subscription.status).toBe('active');
    expect(subscription.items.data[0]).toMatchObject({
      quantity: 3,
      price: { unit_amount: 3900, currency: 'usd', recurring: { interval: 'month' } },
    });
    const intent = await stripe.paymentIntents.retrieve(refs.charge!);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 11700, currency: 'usd' });
  });

  it('asks for 3-D Secure with pm_card_authenticationRequired, and waits for the browser', async () => {
    const result = await subscribe('pm_card_authenticationRequired');
    expect(result).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'stripe_3ds', clientSecret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    // No browser passed the challenge: confirming still finds it waiting.
    const confirmed = await provider.confirmCharge(
      {
        checkoutId: randomUUID(),
        refs: result.refs,
        paymentMethodId: 'pm_card_authenticationRequired',
      },
      undefined,
      noDb,
    );
    expect(confirmed.status).toBe('requires_action');
  });

  it('answers a declined card (pm_card_chargeDeclined) with card_declined', async () => {
    expect(await subscribe('pm_card_chargeDeclined')).toMatchObject({
      status: 'failed',
      declineCode: 'card_declined',
    });
  });

  it('saves pm_card_visa for the customer and makes it the default', async () => {
    const { customer } = await payingCustomer();
    expect(await provider.saveCard(cardSetup('pm_card_visa', customer!), noDb)).toEqual({
      status: 'succeeded',
      card: {
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
      },
    });
    const saved = (await stripe.customers.retrieve(customer!)) as Stripe.Customer;
    expect(saved.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it('refuses to save a declined card (pm_card_chargeDeclined)', async () => {
    const { customer } = await payingCustomer();
    expect(await provider.saveCard(cardSetup('pm_card_chargeDeclined', customer!), noDb)).toEqual({
      status: 'failed',
      declineCode: 'card_declined',
    });
  });

  it('challenges a card that asks for 3-D Secure before saving it', async () => {
    const { customer } = await payingCustomer();
    expect(
      await provider.saveCard(cardSetup('pm_card_authenticationRequired', customer!), noDb),
    ).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'stripe_3ds', clientSecret: expect.stringMatching(/^seti_.+_secret_/) },
    });
  });

  it('charges a saved card off-session once per key', async () => {
    const { customer } = await payingCustomer();
    const card = await browserCard('tok_visa');
    expect((await provider.saveCard(cardSetup(card, customer!), noDb)).status).toBe('succeeded');
    const charge = {
      key: `live:${run}:renewal`,
      customerRef: customer!,
      paymentMethodId: card,
      amount: 11700,
      currency: 'USD' as const,
      onSession: false,
    };
    const first = await provider.chargeSavedCard(charge, noDb);
    expect(first).toMatchObject({
      status: 'succeeded',
      refs: { charge: expect.stringMatching(/^pi_/) },
    });
    const intent = await stripe.paymentIntents.retrieve(first.refs.charge!);
    expect(intent).toMatchObject({ amount: 11700, currency: 'usd', customer, status: 'succeeded' });
    // The same purpose again (a retried job): the same PaymentIntent, not a second charge.
    expect((await provider.chargeSavedCard(charge, noDb)).refs.charge).toBe(first.refs.charge);
  });

  it('answers a saved card that the issuer later declines with card_declined', async () => {
    const { customer } = await payingCustomer();
    const card = await browserCard('tok_chargeCustomerFail');
    expect((await provider.saveCard(cardSetup(card, customer!), noDb)).status).toBe('succeeded');
    expect(
      await provider.chargeSavedCard(
        {
          key: `live:${run}:retry`,
          customerRef: customer!,
          paymentMethodId: card,
          amount: 11700,
          currency: 'USD',
          onSession: false,
        },
        noDb,
      ),
    ).toMatchObject({ status: 'failed', declineCode: 'card_declined' });
  });

  it('opens the Customer Portal (its test-mode configuration saved in the Dashboard)', async () => {
    const { customer } = await payingCustomer();
    const url = await provider.portalUrl(customer!, 'https://portal.example.com/#/account');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });
});
