import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { TActivityEvent } from '@portal/shared/api/activity';
import { advanceClock } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { paidCustomer } from '../billing-helper';
import { createAccount, describeEachDb } from '../helper';
import { member } from '../members/members-helper';
import { CARDS, tokenise } from '../payments-helper';

const DAY = 86_400_000;

/**
 * The local billing portal's changes in the activity log (issue 37): its routes are public (the
 * portal session's token is the permission), so each change records its own event, as the person
 * who opened the portal.
 */
describeEachDb('billing portal changes in the activity log', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  async function openPortal(headers: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers,
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url).searchParams.get('session')!;
  }
  const form = (url: string, fields: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (Macintosh; Mac OS X 14) Chrome/130.0',
      },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
    });
  /** The events a step wrote, oldest first. */
  async function eventsOf(accountId: string, step: () => Promise<unknown>) {
    const newest = async () =>
      (await ctx
        .db()
        .one<{ id: string }>(
          'SELECT COALESCE(max(id), 0)::text AS id FROM activity_events WHERE account_id = $1',
          [accountId],
        ))!.id;
    const before = await newest();
    await step();
    const res = await app.inject({
      url: '/v2/activity?limit=20',
      headers: owner.headers,
    });
    return (res.json().events as TActivityEvent[])
      .filter((e) => BigInt(e.id) > BigInt(before))
      .reverse();
  }
  let owner: Awaited<ReturnType<typeof paidCustomer>>;

  it('a billing member’s plan change, and the owner’s card, cancel and resume: one event each, as theirs', async () => {
    owner = await paidCustomer(app, CARDS.success, { users: 5 });
    const billing = await member(app, owner.headers, 'billing');
    const asBilling = await openPortal(billing.headers);
    const plan = await eventsOf(owner.id, async () => {
      const res = await form('/payments/portal/plan', {
        session: asBilling,
        users: 7,
        interval: 'month',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(plan).toEqual([
      expect.objectContaining({
        action: 'billing.planChanged',
        actor: {
          kind: 'member',
          memberId: billing.id,
          email: billing.email,
          name: 'Grace Hopper',
          role: 'billing',
        },
        target: expect.objectContaining({ type: 'invoice' }),
        changes: { users: { before: 5, after: 7 } },
        device: 'Chrome on macOS',
      }),
    ]);

    const asOwner = await openPortal(owner.headers);
    const ownerActor = expect.objectContaining({ memberId: 'owner', role: 'owner' });
    const card = await tokenise(app, CARDS.renewalsFail);
    const steps = [
      ['/payments/portal/card', { paymentMethodId: card }, 'billing.paymentMethodChanged'],
      ['/payments/portal/cancel/confirm', { reason: 'not_using' }, 'billing.subscriptionCanceled'],
      ['/payments/portal/resume', {}, 'billing.subscriptionResumed'],
    ] as const;
    const written = [];
    for (const [url, fields, action] of steps) {
      const events = await eventsOf(owner.id, async () => {
        expect((await form(url, { session: asOwner, ...fields })).statusCode).toBe(200);
      });
      expect({ url, actions: events.map((e) => e.action) }).toEqual({ url, actions: [action] });
      expect(events[0]!.actor).toEqual(ownerActor);
      written.push(events[0]!);
    }
    const [cardEvent, canceled, resumed] = written;
    expect(cardEvent!.changes!.paymentMethod).toEqual({
      before: expect.stringMatching(/•••• 4242$/),
      after: expect.stringMatching(/•••• 0341$/),
    });
    // The reason chosen at the confirmation step is logged with the cancel, as the billing tab's.
    expect(canceled!.changes).toEqual({
      autoRenew: { before: true, after: false },
      reason: { before: null, after: 'not_using' },
    });
    expect(resumed!.changes).toEqual({ autoRenew: { before: false, after: true } });
    // Nothing of the card beyond its last four digits.
    expect(JSON.stringify(written)).not.toContain('4000000000000341');

    // A refused change records nothing; a removed member's portal visit has ended.
    expect(
      await eventsOf(owner.id, async () => {
        const res = await form('/payments/portal/resume', { session: asOwner });
        expect(res.statusCode).toBe(409);
      }),
    ).toEqual([]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/members/${billing.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const ended = await form('/payments/portal/cancel', { session: asBilling });
    expect(ended.statusCode).toBe(404);

    // The owner's visit ends when the ownership changes hands: it would act as the new owner.
    const admin = await member(app, owner.headers, 'admin');
    const transferred = await app.inject({
      method: 'POST',
      url: '/v2/members/transfer-ownership',
      headers: owner.headers,
      payload: { memberId: admin.id, password: owner.password },
    });
    expect(transferred.statusCode, transferred.body).toBe(204);
    expect((await form('/payments/portal/cancel', { session: asOwner })).statusCode).toBe(404);
  });

  it('paying what a failed renewal left due: the card checked records nothing, the payment one event', async () => {
    owner = await paidCustomer(app, CARDS.renewalsFail, { users: 3 });
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const session = await openPortal(owner.headers);
    const card = await tokenise(app, CARDS.success);
    let amount = '';
    const checked = await eventsOf(owner.id, async () => {
      const shown = await form('/payments/portal/card', { session, paymentMethodId: card });
      expect(shown.statusCode).toBe(200);
      amount = /name="amount" value="(\d+)"/.exec(shown.body)![1]!;
    });
    expect(checked).toEqual([]);
    const paid = await eventsOf(owner.id, async () => {
      const res = await form('/payments/portal/pay', { session, paymentMethodId: card, amount });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(paid).toEqual([
      expect.objectContaining({
        action: 'billing.duePaid',
        actor: expect.objectContaining({ memberId: 'owner', email: owner.email }),
        target: expect.objectContaining({ type: 'invoice' }),
      }),
    ]);
    expect(paid[0]!.changes!.paymentMethod!.after).toMatch(/•••• 4242$/);
  });
});

/** Stripe's hosted portal: its changes arrive by webhook, recorded as the system's. */
describeEachDb('Stripe portal changes in the activity log', (ctx) => {
  const SECRET = 'whsec_test_activity';
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

  it('a new number of users and the renewal turned off: one event each; a replay or a payment none', async () => {
    const account = await createAccount(app);
    const ref = `sub_act_${account.id.slice(0, 8)}`;
    const customer = await ctx.db().one<{ id: string }>(
      `INSERT INTO billing_customers (provider, provider_ref, account_id, email, first_name,
         last_name, company, phone, address_line1, city, postal_code, country)
       VALUES ('stripe', 'cus_1', $1, $2, 'Ada', 'Lovelace', 'Analytical Homes', '+44', '1 Engine St',
         'London', 'N1', 'GB') RETURNING id`,
      [account.id, account.email],
    );
    await ctx.db().query(
      `INSERT INTO billing_subscriptions (provider, provider_ref, customer_id, account_id, status,
         currency, interval, users, edition, unit_amount, current_period_start, current_period_end)
       VALUES ('stripe', $1, $2, $3, 'ACTIVE', 'USD', 'month', 5, 'realty', 3900, now(),
         now() + interval '1 month')`,
      [ref, customer!.id, account.id],
    );
    let created = 1_790_000_000;
    const send = async (id: string, type: string, object: object) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: created++,
        data: { object },
      });
      const res = await app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const subscription = (quantity: number, cancel: boolean) => ({
      id: ref,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: cancel,
      items: { data: [{ quantity, current_period_end: 1_792_000_000 }] },
    });
    const logged = async () =>
      ctx
        .db()
        .query<{ action: string; actor_kind: string; changes: unknown }>(
          'SELECT action, actor_kind, changes FROM activity_events WHERE account_id = $1 ORDER BY id',
          [account.id],
        );
    const before = (await logged()).length;
    await send(`evt_users_${ref}`, 'customer.subscription.updated', subscription(7, false));
    await send(`evt_users_${ref}`, 'customer.subscription.updated', subscription(7, false));
    await send(`evt_cancel_${ref}`, 'customer.subscription.updated', subscription(7, true));
    await send(`evt_paid_${ref}`, 'invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: ref } },
    });
    expect((await logged()).slice(before)).toEqual([
      {
        action: 'billing.planChanged',
        actor_kind: 'system',
        changes: { users: { before: 5, after: 7 } },
      },
      {
        action: 'billing.subscriptionCanceled',
        actor_kind: 'system',
        changes: { autoRenew: { before: true, after: false } },
      },
    ]);
  });

  it('a new default card saved in Stripe’s portal: one event; another change of the customer or a replay none', async () => {
    const account = await createAccount(app);
    const customerRef = `cus_card_${account.id.slice(0, 8)}`;
    await ctx.db().query(
      `INSERT INTO billing_customers (provider, provider_ref, account_id, email, first_name,
         last_name, company, phone, address_line1, city, postal_code, country)
       VALUES ('stripe', $1, $2, $3, 'Ada', 'Lovelace', 'Analytical Homes', '+44', '1 Engine St',
         'London', 'N1', 'GB')`,
      [customerRef, account.id, account.email],
    );
    const send = async (id: string, previous: object, card: string) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: 'customer.updated',
        created: 1_790_000_000,
        data: {
          object: {
            id: customerRef,
            object: 'customer',
            invoice_settings: { default_payment_method: card },
          },
          previous_attributes: previous,
        },
      });
      const res = await app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const changed = { invoice_settings: { default_payment_method: 'pm_old' } };
    await send(`evt_card_${customerRef}`, changed, 'pm_new');
    await send(`evt_card_${customerRef}`, changed, 'pm_new');
    await send(`evt_phone_${customerRef}`, { phone: '+44 20' }, 'pm_new');
    const events = await ctx
      .db()
      .query<{ action: string; actor_kind: string; target_type: string; target_id: string }>(
        `SELECT action, actor_kind, target_type, target_id FROM activity_events
         WHERE account_id = $1 AND action LIKE 'billing.%'`,
        [account.id],
      );
    expect(events).toEqual([
      {
        action: 'billing.paymentMethodChanged',
        actor_kind: 'system',
        target_type: 'paymentMethod',
        target_id: 'pm_new',
      },
    ]);
  });
});
