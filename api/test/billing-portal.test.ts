import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock } from '../src/billing/clock';
import { runBillingCycle } from '../src/billing/lifecycle';
import { createLocalProvider } from '../src/billing/local/local-provider';
import { creditable, prorate } from '../src/billing/proration';
import { describeEachDb } from './helper';
import { CARDS, tokenise } from './payments-helper';
import { profilePayload } from './profiles-helper';
import { invoices, me, paidCustomer } from './billing-helper';

const DAY = 86_400_000;

describe('proration', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z'); // 30 days
  const plan = {
    currency: 'USD' as const,
    interval: 'month' as const,
    users: 5,
    unitAmount: 3900,
    periodStart: start,
    periodEnd: end,
  };
  /** The period paid at the list price: `users` x 39.00 for the whole month. */
  const paidInFull = (users: number) => ({
    payments: [{ amount: users * 3900, start, end }],
    credits: [],
  });

  it('charges the extra users for the time left: 5 -> 7 with 15 of 30 days left is 2 x 39.00 / 2', () => {
    const result = prorate(
      plan,
      { users: 7, interval: 'month' },
      new Date('2026-11-16T00:00:00Z'),
      paidInFull(5),
    );
    expect(result.amount).toBe(3900);
    expect(result.newPeriod).toEqual({ start, end });
  });

  it('credits the users given up: 7 -> 5 with 10 of 30 days left is -(2 x 39.00 / 3)', () => {
    const result = prorate(
      { ...plan, users: 7 },
      { users: 5, interval: 'month' },
      new Date('2026-11-21T00:00:00Z'),
      paidInFull(7),
    );
    expect(result.amount).toBe(-2600);
  });

  it('credits at most the unused part of what was paid: 7.00 for 13 users, 13 -> 1 half-way', () => {
    const paid = { payments: [{ amount: 700, start, end }], credits: [] };
    const now = new Date('2026-11-16T00:00:00Z');
    expect(creditable(paid, now)).toBe(350);
    const result = prorate({ ...plan, users: 13 }, { users: 1, interval: 'month' }, now, paid);
    expect(result.amount).toBe(-350);
    // The list price of the 12 users would have been 12 x 39.00 / 2.
    expect(
      prorate({ ...plan, users: 13 }, { users: 1, interval: 'month' }, now, paidInFull(13)),
    ).toMatchObject({ amount: -23400 });
  });

  it('a credit given already is not given again; extra users bought count as paid', () => {
    const day = (n: number) => new Date(start.getTime() + n * DAY);
    // 7.00 paid; 3.50 given back on day 15, then 12 users bought for 234.00 on day 15.
    const paid = {
      payments: [
        { amount: 700, start, end },
        { amount: 23400, start: day(15), end },
      ],
      credits: [{ amount: 350, start: day(15), end }],
    };
    // On day 15 that leaves 234.00; on day 27, with 3 of its 15 days left, a fifth of it.
    expect(creditable(paid, day(15))).toBe(23400);
    expect(creditable(paid, day(27))).toBe(Math.round(23400 / 5));
    // Every share whole: exactly what was paid less what was given back.
    expect(creditable(paid, day(-5))).toBe(700 + 23400 - 350);
    // Nothing paid, or all of it given back: nothing.
    expect(creditable({ payments: [], credits: [] }, day(1))).toBe(0);
    expect(creditable({ payments: [], credits: [{ amount: 100, start, end }] }, day(1))).toBe(0);
  });

  it('monthly -> yearly: the unused half month back, a full year (9 months) charged from today', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    const result = prorate(plan, { users: 5, interval: 'year' }, now, paidInFull(5));
    // 5 x 3900 x 9 = 175500 for the year, minus 5 x 3900 / 2 = 9750 unused.
    expect(result.amount).toBe(175500 - 9750);
    expect(result.newPeriod.start).toEqual(now);
    expect(result.newPeriod.end).toEqual(new Date('2027-11-16T00:00:00Z'));
  });

  it('monthly -> yearly after paying 7.00: the unused half month gives back 3.50', () => {
    const now = new Date('2026-11-16T00:00:00Z');
    const paid = { payments: [{ amount: 700, start, end }], credits: [] };
    const result = prorate({ ...plan, users: 13 }, { users: 1, interval: 'year' }, now, paid);
    expect(result.amount).toBe(35100 - 350);
    expect(result.lines.map((line) => line.amount)).toEqual([-350, 35100]);
  });
});

describeEachDb('local billing portal', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  async function openPortal(headers: Record<string, string>, language = 'en-US') {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: { ...headers, 'accept-language': language },
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

  it('shows the plan, previews the prorated price, then changes 5 -> 7 users', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 5 });
    const session = await openPortal(customer.headers, 'fr');
    const page = await app.inject({ method: 'GET', url: `/payments/portal?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain('Portail de facturation');
    expect(page.body).toContain('Retour au Portail client');

    const preview = await form('/payments/portal/preview', {
      session,
      users: 7,
      interval: 'month',
    });
    expect(preview.statusCode).toBe(200);
    // Almost the whole month is left: close to 2 x 39.00 (dollars keep their decimal point, spec §9).
    const amount = /À payer maintenant[^:]*: ([^<]+)/.exec(preview.body)![1]!;
    expect(amount).toMatch(/^\$7[0-8]\.\d\d$/);
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(5);

    const confirmed = await form('/payments/portal/plan', { session, users: 7, interval: 'month' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Votre formule a été modifiée.');
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(7);
    const list = await invoices(app, customer.headers);
    expect(list).toHaveLength(2);
    expect(list[0]!.total).toBeGreaterThan(7000);
    expect(list[0]!.total).toBeLessThanOrEqual(7800);
  });

  it('refuses fewer users than profiles in use, with a message', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 3 });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: customer.headers,
        payload: profilePayload(),
      });
      expect(res.statusCode).toBe(201);
    }
    const session = await openPortal(customer.headers);
    const refused = await form('/payments/portal/plan', { session, users: 1, interval: 'month' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('You have 2 profiles: free some before choosing fewer users.');
    expect((await me(app, customer.headers)).subscription.availableUsers).toBe(3);
  });

  it('cancel at period end makes it DISABLED, resume makes it ACTIVE, the period end cancels', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const session = await openPortal(customer.headers);
    const canceled = await form('/payments/portal/cancel', { session });
    expect(canceled.statusCode).toBe(200);
    expect((await me(app, customer.headers)).subscription.status).toBe('DISABLED');
    await form('/payments/portal/resume', { session });
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
    await form('/payments/portal/cancel', { session });
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const ended = await me(app, customer.headers);
    expect(ended.subscription.status).toBe('CANCELED');
    expect(await invoices(app, customer.headers)).toHaveLength(1);
  });

  it('0341 ended after its grace: paying with 4242 in the portal brings it back ACTIVE', async () => {
    const customer = await paidCustomer(app, CARDS.renewalsFail);
    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    await advanceClock(ctx.db(), 8 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');

    const session = await openPortal(customer.headers);
    const declined = await form('/payments/portal/card', {
      session,
      paymentMethodId: await tokenise(app, CARDS.declined),
    });
    expect(declined.statusCode).toBe(409);
    expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');

    const paid = await form('/payments/portal/card', {
      session,
      paymentMethodId: await tokenise(app, CARDS.success),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('your payment was received');
    const back = await me(app, customer.headers);
    expect(back.subscription.status).toBe('ACTIVE');
    expect(back.isValidSubscription).toBe(true);
  });

  it('a wrong or missing session shows nothing of the account; others’ invoices are 404', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const other = await paidCustomer(app, CARDS.success);
    expect(
      (await app.inject({ method: 'GET', url: '/payments/portal?session=nope' })).statusCode,
    ).toBe(404);
    expect((await form('/payments/portal/cancel', { session: 'nope' })).statusCode).toBe(404);
    const [theirs] = await invoices(app, other.headers);
    const session = await openPortal(customer.headers);
    const res = await app.inject({
      method: 'GET',
      url: `/payments/portal/invoices/${theirs!.id}/pdf?session=${session}`,
    });
    expect(res.statusCode).toBe(404);
    const [mine] = await invoices(app, customer.headers);
    const ok = await app.inject({
      method: 'GET',
      url: `/payments/portal/invoices/${mine!.id}/pdf?session=${session}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
  });
});
