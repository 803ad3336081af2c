import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { TBillingSummary } from '@portal/shared/billing/contract';
import { advanceClock } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { createAccount, describeEachDb, login } from '../helper';
import { CARDS } from '../payments-helper';
import { bearer } from '../profiles-helper';
import { invoices, paidCustomer } from '../billing-helper';

const DAY = 86_400_000;

/**
 * GET /v2/billing/summary: what the billing tab shows beside the invoices. Each customer here paid
 * a real checkout through the local engine; the renewal amount it announces is then checked
 * against what the renewal job really charges.
 */
describeEachDb('billing summary', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  async function summaryOf(headers: Record<string, string>): Promise<TBillingSummary | null> {
    const res = await app.inject({ method: 'GET', url: '/v2/billing/summary', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { summary: TBillingSummary | null }).summary;
  }
  async function engineRow(email: string) {
    return (await ctx.db().one<{
      current_period_end: Date;
      grace_expires: Date | null;
      customer_id: string;
    }>(
      `SELECT s.current_period_end, s.grace_expires, s.customer_id FROM billing_subscriptions s
       JOIN accounts a ON a.id = s.account_id WHERE a.email = $1`,
      [email],
    ))!;
  }
  const iso = (value: Date | string) => new Date(value).toISOString();
  const cycle = async (days: number) => {
    await advanceClock(ctx.db(), days * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
  };
  async function openPortal(headers: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers,
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    return new URL(res.json().url).searchParams.get('session')!;
  }

  it('an active plan: the next renewal (its date and users × unit price), the card and the plan', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 4, edition: 'auto' });
    const row = await engineRow(customer.email);
    expect(await summaryOf(customer.headers)).toEqual({
      status: 'ACTIVE',
      users: 4,
      interval: 'month',
      edition: 'auto',
      currency: 'USD',
      next: { kind: 'renewal', date: iso(row.current_period_end), amount: 4 * 3900 },
      card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2037 },
    });
  });

  it('the renewal amount shown is what the renewal charges: a coupon still running, less the credit held', async () => {
    // FIRST3: 15 % off the first three monthly charges (periods 0, 1 and 2).
    const customer = await paidCustomer(app, CARDS.success, { users: 3, coupon: 'FIRST3' });
    const row = await engineRow(customer.email);
    await ctx
      .db()
      .query('UPDATE billing_customers SET credit_balance = 945 WHERE id = $1', [row.customer_id]);
    const first = await summaryOf(customer.headers);
    // 3 x 39.00 = 117.00, 15 % off = 99.45, less 9.45 of credit = 90.00.
    expect(first!.next).toEqual({
      kind: 'renewal',
      date: iso(row.current_period_end),
      amount: 9000,
    });

    await cycle(32);
    const [renewal] = await invoices(app, customer.headers);
    expect(renewal!.total).toBe(9000);
    // Period 2 is still discounted, and the credit is spent.
    const second = await summaryOf(customer.headers);
    expect(second!.next).toMatchObject({ kind: 'renewal', amount: 9945 });
    await cycle(31);
    expect((await invoices(app, customer.headers))[0]!.total).toBe(9945);
    // Period 3 is past the coupon's three months: the full price.
    expect((await summaryOf(customer.headers))!.next).toMatchObject({ amount: 11700 });
  });

  it('a one-time coupon: the renewal is at the full price', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 2, coupon: 'WELCOME20' });
    expect((await invoices(app, customer.headers))[0]!.total).toBe(6240);
    expect((await summaryOf(customer.headers))!.next).toMatchObject({ amount: 7800 });
  });

  it('auto-renewal off: no renewal, the date it ends', async () => {
    const customer = await paidCustomer(app, CARDS.success);
    const row = await engineRow(customer.email);
    const session = await openPortal(customer.headers);
    const canceled = await app.inject({
      method: 'POST',
      url: '/payments/portal/cancel/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session=${encodeURIComponent(session)}&reason=not_using`,
    });
    expect(canceled.statusCode).toBe(200);
    const summary = await summaryOf(customer.headers);
    expect(summary).toMatchObject({ status: 'DISABLED', users: 3 });
    expect(summary!.next).toEqual({ kind: 'end', date: iso(row.current_period_end) });
  });

  it('a failed renewal: what is due and until when; after the grace, the date it ended', async () => {
    const customer = await paidCustomer(app, CARDS.renewalsFail);
    await cycle(32);
    const pastDue = await summaryOf(customer.headers);
    const row = await engineRow(customer.email);
    expect(pastDue!.status).toBe('PAST_DUE');
    expect(pastDue!.next).toEqual({
      kind: 'due',
      amount: 3 * 3900,
      graceExpires: iso(row.grace_expires!),
    });

    await cycle(8);
    const ended = await summaryOf(customer.headers);
    expect(ended!.status).toBe('CANCELED');
    expect(ended!.next.kind).toBe('ended');
    // It ended when the grace ran out, before the period the failed renewal was for.
    const endedAt = new Date((ended!.next as { date: string }).date).getTime();
    expect(endedAt).toBeLessThanOrEqual(row.grace_expires!.getTime());
    expect(endedAt).toBeLessThan(new Date(row.current_period_end).getTime());
  });

  it('an account that never bought has none; another account’s subscription is never shown', async () => {
    const paying = await paidCustomer(app, CARDS.success);
    const account = await createAccount(app);
    const token = (await login(app, account.email, account.password)).json().token as string;
    expect(await summaryOf(bearer(token))).toBeNull();
    expect((await summaryOf(paying.headers))!.status).toBe('ACTIVE');
    expect((await app.inject({ method: 'GET', url: '/v2/billing/summary' })).statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document with its response schema', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json();
    const route = doc.paths['/v2/billing/summary'].get;
    expect(route.tags).toEqual(['billing']);
    const schema = route.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['summary']);
  });
});
