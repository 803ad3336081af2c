import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, describeEachDb, login } from '../helper';
import { me } from '../billing-helper';
import { bearer } from '../profiles-helper';

const SECRET = 'whsec_test_portal_billing';
/** When the events below were created at Stripe (seconds): T, unless a test says otherwise. */
const T = 1_790_000_000;

/** Events as Stripe sends them (trimmed to the fields the portal reads). */
function subscriptionEvent(id: string, ref: string, status: string, quantity: number, created = T) {
  return {
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created,
    data: {
      object: {
        id: ref,
        object: 'subscription',
        status,
        cancel_at_period_end: false,
        items: { data: [{ quantity, current_period_end: 1_792_000_000 }] },
      },
    },
  };
}
function invoiceEvent(
  id: string,
  ref: string,
  type: 'invoice.payment_failed' | 'invoice.paid',
  created = T,
) {
  return {
    id,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: `in_${id}`,
        object: 'invoice',
        parent: { subscription_details: { subscription: ref } },
      },
    },
  };
}

describeEachDb('Stripe webhook', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({
      stripe: {
        secretKey: 'sk_test_portal',
        publishableKey: 'pk_test_portal',
        apiUrl: 'http://127.0.0.1:9',
        webhookSecret: SECRET,
      },
    });
  });

  async function stripeCustomer() {
    const account = await createAccount(app);
    const ref = `sub_${account.id.slice(0, 8)}`;
    const customer = await ctx.db().one<{ id: string }>(
      `INSERT INTO billing_customers (provider, provider_ref, account_id, email, first_name,
         last_name, company, phone, address_line1, city, postal_code, country)
       VALUES ('stripe', 'cus_1', $1, $2, 'Ada', 'Lovelace', 'Analytical Homes', '+44', '1 Engine St',
         'London', 'N1', 'GB') RETURNING id`,
      [account.id, account.email],
    );
    const sub = await ctx.db().one<{ id: string }>(
      `INSERT INTO billing_subscriptions (provider, provider_ref, customer_id, account_id, status,
         currency, interval, users, edition, unit_amount, current_period_start, current_period_end)
       VALUES ('stripe', $1, $2, $3, 'ACTIVE', 'USD', 'month', 5, 'realty', 3900, now(),
         now() + interval '1 month') RETURNING id`,
      [ref, customer!.id, account.id],
    );
    await ctx.db().query(
      `INSERT INTO subscriptions (account_id, provider, provider_ref, status, available_users)
       VALUES ($1, 'stripe', $2, 'ACTIVE', 5)`,
      [account.id, sub!.id],
    );
    const token = (await login(app, account.email, account.password)).json().token as string;
    return { ref, headers: bearer(token) };
  }

  const send = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined
          ? { 'stripe-signature': signature }
          : {
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: SECRET,
              }),
            }),
      },
      payload,
    });
  };

  it('a signed event updates the subscription; a replay of it changes nothing', async () => {
    const customer = await stripeCustomer();
    const upgrade = subscriptionEvent(`evt_up_${customer.ref}`, customer.ref, 'active', 7);
    expect((await send(upgrade)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(7);

    const failed = invoiceEvent(`evt_fail_${customer.ref}`, customer.ref, 'invoice.payment_failed');
    expect((await send(failed)).statusCode).toBe(200);
    const pastDue = await me(app, customer.headers);
    expect(pastDue.subscription.status).toBe('PAST_DUE');
    expect(pastDue.subscription.graceExpires).toBe(new Date((T + 7 * 86_400) * 1000).toISOString());

    const paid = invoiceEvent(`evt_paid_${customer.ref}`, customer.ref, 'invoice.paid');
    expect((await send(paid)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');

    // The failure replayed later (same event id): already applied, nothing moves.
    expect((await send(failed)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
  });

  it('an unsigned or wrongly signed event is refused and changes nothing', async () => {
    const customer = await stripeCustomer();
    const event = subscriptionEvent(`evt_forged_${customer.ref}`, customer.ref, 'canceled', 1);
    expect((await send(event, '')).statusCode).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    expect((await send(event, forged)).statusCode).toBe(400);
    const after = await me(app, customer.headers);
    expect(after.subscription).toMatchObject({ status: 'ACTIVE', availableUsers: 5 });
    // Refused events are not recorded either: the real one still applies later.
    expect((await send(event)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');
  });

  const received = async (id: string) =>
    (await ctx
      .db()
      .one<{ n: number }>('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', [id]))!.n;

  it('an older event that arrives late never overrides a newer state', async () => {
    const customer = await stripeCustomer();
    const pastDue = subscriptionEvent(
      `evt_pd_${customer.ref}`,
      customer.ref,
      'past_due',
      5,
      T + 10,
    );
    expect((await send(pastDue)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('PAST_DUE');

    // Both were created at T, before the failure at T + 10, and delivered after it.
    const latePaid = invoiceEvent(`evt_lp_${customer.ref}`, customer.ref, 'invoice.paid', T);
    expect((await send(latePaid)).statusCode).toBe(200);
    const lateActive = subscriptionEvent(`evt_la_${customer.ref}`, customer.ref, 'active', 9, T);
    expect((await send(lateActive)).statusCode).toBe(200);
    const after = await me(app, customer.headers);
    expect(after.subscription).toMatchObject({ status: 'PAST_DUE', availableUsers: 5 });
    expect(after.subscription.graceExpires).toBe(
      new Date((T + 10 + 7 * 86_400) * 1000).toISOString(),
    );
    // Skipped, but received: a redelivery of them is a replay.
    expect(await received(latePaid.id)).toBe(1);
    expect(await received(lateActive.id)).toBe(1);

    // A newer payment does apply.
    const paid = invoiceEvent(`evt_np_${customer.ref}`, customer.ref, 'invoice.paid', T + 20);
    expect((await send(paid)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
  });

  it('in order, the failure then the payment make it PAST_DUE then ACTIVE as before', async () => {
    const customer = await stripeCustomer();
    const pastDue = subscriptionEvent(`evt_o1_${customer.ref}`, customer.ref, 'past_due', 5, T);
    expect((await send(pastDue)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('PAST_DUE');
    const active = subscriptionEvent(`evt_o2_${customer.ref}`, customer.ref, 'active', 6, T + 10);
    expect((await send(active)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription).toMatchObject({
      status: 'ACTIVE',
      availableUsers: 6,
    });
    const failed = invoiceEvent(
      `evt_o3_${customer.ref}`,
      customer.ref,
      'invoice.payment_failed',
      T + 20,
    );
    expect((await send(failed)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('PAST_DUE');
    const paid = invoiceEvent(`evt_o4_${customer.ref}`, customer.ref, 'invoice.paid', T + 30);
    expect((await send(paid)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
  });

  it('events of the same second are all applied, in the order they arrive', async () => {
    const customer = await stripeCustomer();
    const newer = subscriptionEvent(`evt_s0_${customer.ref}`, customer.ref, 'active', 5, T + 10);
    expect((await send(newer)).statusCode).toBe(200);
    // Stripe orders nothing within a second: neither of these two is lost.
    const users = subscriptionEvent(`evt_s1_${customer.ref}`, customer.ref, 'active', 8, T + 10);
    expect((await send(users)).statusCode).toBe(200);
    const failed = invoiceEvent(
      `evt_s2_${customer.ref}`,
      customer.ref,
      'invoice.payment_failed',
      T + 10,
    );
    expect((await send(failed)).statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription).toMatchObject({
      status: 'PAST_DUE',
      availableUsers: 8,
    });
  });
});
