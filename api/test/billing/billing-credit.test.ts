import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { advanceClock, billingNow } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { describeEachDb } from '../helper';
import { CARDS } from '../payments-helper';
import { invoices, me, paidCustomer } from '../billing-helper';

const DAY = 86_400_000;

/**
 * A plan change credits what was paid for the period, never the list price: a customer who paid
 * 7.00 for 13 users (USD500 on 13 x 39.00) and lowers the users gets at most 7.00 back, and the
 * next renewal is charged. Full-price customers keep Stripe's credit (the users given up at the
 * unit price for the time left).
 */
describeEachDb('plan change credit', (ctx) => {
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
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    return new URL(res.json().url).searchParams.get('session')!;
  }
  const form = (url: string, fields: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
    });

  /** The preview's amount in cents: negative for a credit, as the portal shows it. */
  async function preview(session: string, users: number, interval: string) {
    const res = await form('/payments/portal/preview', { session, users, interval });
    expect(res.statusCode).toBe(200);
    const credited = /Credited to your next invoice[^:]*: \$([\d,]+\.\d\d)/.exec(res.body);
    const due = /To pay now[^:]*: \$([\d,]+\.\d\d)/.exec(res.body);
    const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
    if (credited) return -cents(credited[1]!);
    return cents(due![1]!);
  }
  async function change(session: string, users: number, interval = 'month') {
    const res = await form('/payments/portal/plan', { session, users, interval });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your plan was changed.');
  }

  async function creditOf(email: string) {
    const row = await ctx
      .db()
      .one<{ credit_balance: number }>(
        'SELECT credit_balance FROM billing_customers WHERE email = $1',
        [email],
      );
    return row!.credit_balance;
  }
  /** Everything the customer's card paid, every invoice together. */
  async function cardPaid(email: string) {
    const row = await ctx.db().one<{ paid: number }>(
      `SELECT COALESCE(sum(i.amount_paid), 0)::bigint AS paid FROM invoices i
       JOIN billing_customers c ON c.id = i.customer_id WHERE c.email = $1`,
      [email],
    );
    return row!.paid;
  }
  /** The share of the current period still to come at the engine's clock. */
  async function shareLeft(email: string) {
    const row = await ctx.db().one<{ start: Date; end: Date }>(
      `SELECT s.current_period_start AS start, s.current_period_end AS end
       FROM billing_subscriptions s JOIN billing_customers c ON c.id = s.customer_id
       WHERE c.email = $1`,
      [email],
    );
    const start = new Date(row!.start).getTime();
    const end = new Date(row!.end).getTime();
    return (end - (await billingNow(ctx.db())).getTime()) / (end - start);
  }

  it('paid 7.00 with USD500, 13 -> 1 user: at most 7.00 back, and the renewal is charged', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 13, coupon: 'USD500' });
    expect((await invoices(app, customer.headers))[0]!.total).toBe(700);
    const session = await openPortal(customer.headers);

    const shown = await preview(session, 1, 'month');
    expect(shown).toBeLessThan(0);
    expect(-shown).toBeLessThanOrEqual(700);
    await change(session, 1);
    const credit = await creditOf(customer.email);
    // The preview showed what was applied.
    expect(credit).toBe(-shown);
    expect(credit).toBeLessThanOrEqual(700);
    expect(credit).toBeGreaterThan(690);

    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const [renewal] = await invoices(app, customer.headers);
    // One user at 39.00 (the 'once' coupon is spent), less the credit: not free.
    expect(renewal!.total).toBe(3900 - credit);
    expect(renewal!.status).toBe('paid');
    expect(await creditOf(customer.email)).toBe(0);
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(1);
  });

  it('paid 7.00, monthly 13 -> yearly 1: the unused month gives back at most 7.00', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 13, coupon: 'USD500' });
    const session = await openPortal(customer.headers);
    const shown = await preview(session, 1, 'year');
    // A year of one user is 9 x 39.00; the unused month takes at most the 7.00 paid off it.
    expect(shown).toBeGreaterThanOrEqual(35100 - 700);
    expect(shown).toBeLessThan(35100);
    await change(session, 1, 'year');
    const [charged] = await invoices(app, customer.headers);
    expect(charged!.total).toBe(shown);
    expect(await creditOf(customer.email)).toBe(0);
  });

  it('a full-price customer gets the same credit as before: 5 -> 3 users after 10 days', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 5 });
    const session = await openPortal(customer.headers);
    await advanceClock(ctx.db(), 10 * DAY);
    const share = await shareLeft(customer.email);
    const expected = Math.round(2 * 3900 * share);
    const shown = await preview(session, 3, 'month');
    expect(Math.abs(-shown - expected)).toBeLessThanOrEqual(1);
    await change(session, 3);
    expect(await creditOf(customer.email)).toBe(-shown);
  });

  it('a full-price customer: yearly -> monthly, then fewer users, credits the list price', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 5, interval: 'year' });
    const session = await openPortal(customer.headers);
    await advanceClock(ctx.db(), 30 * DAY);
    // The unused 11 months of the year are worth more than a month: the rest waits as credit.
    const yearShare = await shareLeft(customer.email);
    const owed = Math.round(5 * 35100 * yearShare) - 5 * 3900;
    const shown = await preview(session, 5, 'month');
    expect(Math.abs(shown + owed)).toBeLessThanOrEqual(1);
    await change(session, 5, 'month');
    const before = await creditOf(customer.email);
    expect(before).toBe(-shown);

    await advanceClock(ctx.db(), 10 * DAY);
    const expected = Math.round(2 * 3900 * (await shareLeft(customer.email)));
    const credited = await preview(session, 3, 'month');
    expect(Math.abs(-credited - expected)).toBeLessThanOrEqual(1);
    await change(session, 3);
    expect((await creditOf(customer.email)) - before).toBe(-credited);
  });

  it('fewer, more, fewer users again and again: never more credit than the card paid', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 13, coupon: 'USD500' });
    const session = await openPortal(customer.headers);
    for (let round = 0; round < 3; round++) {
      await change(session, 1);
      expect(await creditOf(customer.email)).toBeLessThanOrEqual(await cardPaid(customer.email));
      await advanceClock(ctx.db(), 2 * DAY);
      await change(session, 13);
      expect(await creditOf(customer.email)).toBeLessThanOrEqual(await cardPaid(customer.email));
      await advanceClock(ctx.db(), 2 * DAY);
    }
    await change(session, 1);
    const credit = await creditOf(customer.email);
    expect(credit).toBeLessThanOrEqual(await cardPaid(customer.email));

    // The renewal takes that credit off 39.00 and charges the rest.
    await advanceClock(ctx.db(), 30 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const [renewal] = await invoices(app, customer.headers);
    expect(renewal!.total).toBe(Math.max(0, 3900 - credit));
  });

  it('a full-price customer going 13 -> 1 -> 13 -> 1 keeps the list-price credit of 12 users', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 13 });
    const session = await openPortal(customer.headers);
    await advanceClock(ctx.db(), 5 * DAY);
    await change(session, 1);
    // The 12 users bought back are paid with that credit, then given up again.
    await change(session, 13);
    await change(session, 1);
    const expected = Math.round(12 * 3900 * (await shareLeft(customer.email)));
    expect(Math.abs((await creditOf(customer.email)) - expected)).toBeLessThanOrEqual(2);
    expect(await creditOf(customer.email)).toBeLessThanOrEqual(await cardPaid(customer.email));
  });
});
