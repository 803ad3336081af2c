import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/billing/stripe/stripe-provider';
import type { BillingProvider } from '../../src/billing/provider';
import { advanceBilling, invoices, paidCustomer } from '../billing-helper';
import { createAccount, describeEachDb, login, uniqueEmail } from '../helper';
import { member } from '../members/members-helper';
import { CARDS } from '../payments-helper';
import { bearer } from '../profiles-helper';
import * as fx from '../payments-stripe/fixtures';
import { ok, replayStripe } from '../payments-stripe/replay';

const DAY = 86_400_000;

describeEachDb('cancelling in the portal, the retention offer and resume (issue 39)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ retentionCoupon: 'SAVE10' });
  });

  const get = (headers: Record<string, string>) =>
    app.inject({ url: '/v2/billing/cancellation', headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'POST', url: `/v2/billing/cancellation${url}`, headers, payload });
  const account = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/v2/users/me', headers })).json() as {
      isValidSubscription: boolean;
      subscription: { status: string; cancelAt?: string | null };
    };
  const summary = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/v2/billing/summary', headers })).json().summary as {
      next: { kind: string; date: string; amount?: number };
    };

  it('only the owner and Billing members cancel, resume or take the offer; a viewer reads', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const admin = await member(app, owner.headers, 'admin');
    const viewer = await member(app, owner.headers, 'viewer');
    expect((await get(viewer.headers)).statusCode).toBe(200);
    expect((await get(admin.headers)).statusCode).toBe(403);
    for (const who of [admin, viewer]) {
      for (const [url, body] of [['', { reason: 'other' }], ['/resume'], ['/offer']] as const) {
        const refused = await post(url, who.headers, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN_ROLE');
      }
    }
    const billing = await member(app, owner.headers, 'billing');
    const done = await post('', billing.headers, { reason: 'too_expensive' });
    expect(done.statusCode, done.body).toBe(200);
    const row = await ctx
      .db()
      .one<{ requested_by_email: string; requested_by_member: string | null }>(
        'SELECT requested_by_email, requested_by_member FROM subscription_cancellations WHERE account_id = $1',
        [owner.id],
      );
    expect(row).toEqual({ requested_by_email: billing.email, requested_by_member: billing.id });
  });

  it('cancel records the reason, says when it ends, mails the owner and billing contacts; resume charges nothing', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const accountant = uniqueEmail('acct');
    await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/invoices`,
      headers: owner.headers,
      payload: { billingContacts: [accountant] },
    });
    // The billing details' e-mail (issue 39) gets billing notices in copy too.
    const billingEmail = uniqueEmail('bill');
    await ctx
      .db()
      .query('UPDATE billing_customers SET billing_email = $2 WHERE account_id = $1', [
        owner.id,
        billingEmail,
      ]);
    const before = (await get(owner.headers)).json();
    expect(before).toMatchObject({ cancellable: true, cancelAt: null });
    const endsAt = new Date(before.endsAt as string);
    // Data is kept 90 days after access ends (docs/decisions.md).
    expect(new Date(before.dataKeptUntil).getTime() - endsAt.getTime()).toBe(90 * DAY);

    const bad = await post('', owner.headers, { reason: 'bored', comment: 'x' });
    expect(bad.statusCode).toBe(400);
    const canceled = await post('', owner.headers, {
      reason: 'missing_features',
      comment: '  We need a CRM export.  ',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      cancellable: false,
      cancelAt: endsAt.toISOString(),
      offer: null,
    });
    const row = await ctx.db().one<Record<string, unknown>>(
      `SELECT reason, comment, requested_by_email, requested_by_member, ends_at, resumed_at
       FROM subscription_cancellations WHERE account_id = $1`,
      [owner.id],
    );
    expect(row).toMatchObject({
      reason: 'missing_features',
      comment: 'We need a CRM export.',
      requested_by_email: owner.email,
      requested_by_member: null,
      resumed_at: null,
    });
    expect(new Date(row!.ends_at as string)).toEqual(endsAt);
    // Still usable until the end, and said as the customer's own choice, not a warning.
    const me = await account(owner.headers);
    expect(me.isValidSubscription).toBe(true);
    expect(me.subscription).toMatchObject({ status: 'DISABLED', cancelAt: endsAt.toISOString() });
    expect((await summary(owner.headers)).next).toEqual({
      kind: 'end',
      date: endsAt.toISOString(),
    });
    // The owner and the billing contact are told, with the date.
    for (const to of [owner.email, accountant, billingEmail]) {
      const [mail] = await app.outbox.latest(1, to);
      expect(mail!.subject).toMatch(/^Your Property Video subscription ends on /);
      expect(mail!.text).toContain('kept until');
    }
    // Twice is refused.
    const again = await post('', owner.headers, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_CANCELLABLE');

    const invoicesBefore = await invoices(app, owner.headers);
    const resumed = await post('/resume', owner.headers);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ cancellable: true, cancelAt: null });
    expect(await invoices(app, owner.headers)).toEqual(invoicesBefore);
    const after = await account(owner.headers);
    expect(after.subscription).toMatchObject({ status: 'ACTIVE', cancelAt: null });
    expect((await summary(owner.headers)).next).toMatchObject({
      kind: 'renewal',
      date: endsAt.toISOString(),
    });
    for (const to of [owner.email, accountant, billingEmail]) {
      const [mail] = await app.outbox.latest(1, to);
      expect(mail!.subject).toBe('Your Property Video subscription will renew again');
    }
    const resumedRow = await ctx
      .db()
      .one<{ resumed_at: Date | null }>(
        'SELECT resumed_at FROM subscription_cancellations WHERE account_id = $1',
        [owner.id],
      );
    expect(resumedRow!.resumed_at).not.toBeNull();
    const twice = await post('/resume', owner.headers);
    expect(twice.json().code).toBe('NOT_RESUMABLE');
  });

  it('a cancelled subscription ends at its period end, and cannot be resumed after it', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    expect((await post('', owner.headers, { reason: 'not_using' })).statusCode).toBe(200);
    await advanceBilling(app, '32d');
    const me = await account(owner.headers);
    expect(me.subscription.status).toBe('CANCELED');
    expect(me.subscription.cancelAt).toBeNull();
    expect((await post('/resume', owner.headers)).statusCode).toBe(409);
    expect(await invoices(app, owner.headers)).toHaveLength(1);
  });

  it('the retention offer is taken once per account, instead of cancelling, and lowers the next renewal', async () => {
    const owner = await paidCustomer(app, CARDS.success, { users: 5 });
    const renewal = (await summary(owner.headers)).next.amount!;
    const offered = (await get(owner.headers)).json();
    expect(offered.offer).toMatchObject({ code: 'SAVE10', percentOff: 10, duration: 'forever' });
    const taken = await post('/offer', owner.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ cancellable: true, cancelAt: null, offer: null });
    expect((await summary(owner.headers)).next.amount).toBe(Math.round(renewal * 0.9));
    expect((await account(owner.headers)).subscription.status).toBe('ACTIVE');
    // Once per account: not offered again, even after a cancel and a resume.
    expect((await post('/offer', owner.headers)).json().code).toBe('OFFER_UNAVAILABLE');
    await post('', owner.headers, { reason: 'other' });
    await post('/resume', owner.headers);
    expect((await get(owner.headers)).json().offer).toBeNull();
    // The renewal charges the discounted price.
    await advanceBilling(app, '32d');
    const [latest] = await invoices(app, owner.headers);
    expect(latest!.total).toBe(Math.round(renewal * 0.9));
  });

  it('without RETENTION_COUPON there is no offer', async () => {
    const plain = await ctx.buildTestApp();
    const owner = await paidCustomer(plain, CARDS.success);
    const state = (
      await plain.inject({ url: '/v2/billing/cancellation', headers: owner.headers })
    ).json();
    expect(state.offer).toBeNull();
    const refused = await plain.inject({
      method: 'POST',
      url: '/v2/billing/cancellation/offer',
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('cancelling through Stripe (the provider seam)', () => {
  const stripe = replayStripe();
  let provider: BillingProvider;
  beforeAll(async () => {
    provider = createStripeProvider({
      secretKey: 'sk_test_replay',
      publishableKey: 'pk_test_replay',
      apiUrl: await stripe.listen(),
      webhookSecret: 'whsec_test_cancel',
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  it('sets cancel_at_period_end with Stripe’s feedback and the comment, and clears them on resume', async () => {
    stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
    await provider.setRenewal({
      subscriptionRef: 'sub_test_1',
      cancelAtPeriodEnd: true,
      feedback: 'unused',
      comment: 'Season is over',
    });
    const [cancel] = stripe.sent('POST', '/v1/subscriptions/sub_test_1');
    expect(cancel!.body.get('cancel_at_period_end')).toBe('true');
    expect(cancel!.body.get('cancellation_details[feedback]')).toBe('unused');
    expect(cancel!.body.get('cancellation_details[comment]')).toBe('Season is over');
    stripe.reset();
    stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
    await provider.setRenewal({ subscriptionRef: 'sub_test_1', cancelAtPeriodEnd: false });
    const [resume] = stripe.sent('POST', '/v1/subscriptions/sub_test_1');
    expect(resume!.body.get('cancel_at_period_end')).toBe('false');
  });

  it('gives the retention coupon as the promotion code of the same name', async () => {
    stripe.on('GET', '/v1/promotion_codes', ok({ object: 'list', data: [{ id: 'promo_save10' }] }));
    stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
    await provider.giveCoupon('sub_test_1', 'SAVE10');
    const [update] = stripe.sent('POST', '/v1/subscriptions/sub_test_1');
    expect(update!.body.get('discounts[0][promotion_code]')).toBe('promo_save10');
  });
});

describeEachDb('cancelling a Stripe subscription in the portal (issue 39)', (ctx) => {
  const SECRET = 'whsec_test_cancellation';
  const stripe = replayStripe();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({
      stripe: {
        secretKey: 'sk_test_cancel',
        publishableKey: 'pk_test_cancel',
        apiUrl: await stripe.listen(),
        webhookSecret: SECRET,
      },
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.reset();
    stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
  });

  /** A customer whose subscription Stripe holds (`ref`), as the checkout through Stripe leaves it. */
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
    return { ref, email: account.email, headers: bearer(token) };
  }

  /** The end of the period Stripe reports (seconds), ahead of the billing clock. */
  const PERIOD_END = Math.floor(Date.now() / 1000) + 20 * 86_400;
  const webhook = (ref: string, cancelAtPeriodEnd: boolean, created: number) => {
    const payload = JSON.stringify({
      id: `evt_${ref}_${created}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created,
      data: {
        object: {
          id: ref,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: cancelAtPeriodEnd,
          items: { data: [{ quantity: 5, current_period_end: PERIOD_END }] },
        },
      },
    });
    return app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };

  it('tells Stripe why, shows "Ends on", and resumes at Stripe too', async () => {
    const customer = await stripeCustomer();
    const canceled = await app.inject({
      method: 'POST',
      url: '/v2/billing/cancellation',
      headers: customer.headers,
      payload: { reason: 'switching', comment: 'A CRM suite' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [update] = stripe.sent('POST', `/v1/subscriptions/${customer.ref}`);
    expect(update!.body.get('cancel_at_period_end')).toBe('true');
    expect(update!.body.get('cancellation_details[feedback]')).toBe('switched_service');
    expect(update!.body.get('cancellation_details[comment]')).toBe('A CRM suite');
    const me = (await app.inject({ url: '/v2/users/me', headers: customer.headers })).json();
    expect(me.subscription.status).toBe('DISABLED');
    expect(me.subscription.cancelAt).toBe(canceled.json().cancelAt);
    const [mail] = await app.outbox.latest(1, customer.email);
    expect(mail!.subject).toMatch(/^Your Property Video subscription ends on /);

    stripe.reset();
    stripe.on('POST', '/v1/subscriptions/:id', ok(fx.subscriptionActive));
    const resumed = await app.inject({
      method: 'POST',
      url: '/v2/billing/cancellation/resume',
      headers: customer.headers,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const [undo] = stripe.sent('POST', `/v1/subscriptions/${customer.ref}`);
    expect(undo!.body.get('cancel_at_period_end')).toBe('false');
  });

  it('a cancel made in Stripe’s own portal is the customer’s too: "Ends on", and resumable here', async () => {
    const customer = await stripeCustomer();
    expect((await webhook(customer.ref, true, 1_790_000_000)).statusCode).toBe(200);
    const me = (await app.inject({ url: '/v2/users/me', headers: customer.headers })).json();
    expect(me.subscription).toMatchObject({
      status: 'DISABLED',
      cancelAt: new Date(PERIOD_END * 1000).toISOString(),
    });
    const state = (
      await app.inject({ url: '/v2/billing/cancellation', headers: customer.headers })
    ).json();
    expect(state).toMatchObject({ cancellable: false, cancelAt: me.subscription.cancelAt });
    const resumed = await app.inject({
      method: 'POST',
      url: '/v2/billing/cancellation/resume',
      headers: customer.headers,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    // Renewing again at Stripe's: the account shows no end.
    expect((await webhook(customer.ref, false, 1_790_000_100)).statusCode).toBe(200);
    const after = (await app.inject({ url: '/v2/users/me', headers: customer.headers })).json();
    expect(after.subscription).toMatchObject({ status: 'ACTIVE', cancelAt: null });
  });
});
