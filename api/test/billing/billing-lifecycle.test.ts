import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { advanceClock, billingNow } from '../../src/billing/clock';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { describeEachDb } from '../helper';
import { CARDS } from '../payments-helper';
import { profilePayload } from '../profiles-helper';
import { invoices, me, paidCustomer } from '../billing-helper';

const DAY = 86_400_000;

describeEachDb('billing lifecycle', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  // Each test starts with the engine's clock at the real time.
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
  });

  it('renews at period end with a new numbered invoice; the PDF holds its number and total', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 5 });
    const [first] = await invoices(app, customer.headers);
    expect(first).toMatchObject({ total: 19500, status: 'paid' });

    // Nothing is due before the period ends.
    await runBillingCycle(ctx.db(), createLocalProvider());
    expect(await invoices(app, customer.headers)).toHaveLength(1);

    await advanceClock(ctx.db(), 32 * DAY);
    const outcome = await runBillingCycle(ctx.db(), createLocalProvider());
    expect(outcome.ran).toBe(true);
    const list = await invoices(app, customer.headers);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ total: 19500, status: 'paid' });
    expect(list[0]!.number).not.toBe(first!.number);
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');

    const pdf = await app.inject({
      method: 'GET',
      url: `/v2/invoices/${list[0]!.id}/pdf`,
      headers: customer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(list[0]!.number);
    expect(text).toContain('$195.00');
    expect(text).toContain('Analytical Homes');
    expect(text).toContain('1 Engine Street');

    // Another account reads neither the list nor the PDF.
    const other = await paidCustomer(app, CARDS.success);
    const theirs = await app.inject({
      method: 'GET',
      url: `/v2/invoices/${list[0]!.id}/pdf`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await invoices(app, other.headers)).map((i) => i.id)).not.toContain(list[0]!.id);
  });

  it('a checkout made after the clock moved forward starts its period then, and is not renewed at once', async () => {
    const now = await advanceClock(ctx.db(), 40 * DAY);
    const customer = await paidCustomer(app, CARDS.success, { users: 5 });
    const rows = await ctx.db().query<{ current_period_start: Date }>(
      `SELECT s.current_period_start FROM billing_subscriptions s
         JOIN accounts a ON a.id = s.account_id WHERE a.email = $1`,
      [customer.email],
    );
    expect(
      Math.abs(new Date(rows[0]!.current_period_start).getTime() - now.getTime()),
    ).toBeLessThan(60_000);
    await runBillingCycle(ctx.db(), createLocalProvider());
    expect(await invoices(app, customer.headers)).toHaveLength(1);
  });

  it('card 0341: the renewal fails -> PAST_DUE with a week of grace and daily retries -> CANCELED, users off', async () => {
    const customer = await paidCustomer(app, CARDS.renewalsFail, { users: 2 });
    expect((await me(app, customer.headers)).subscription.status).toBe('ACTIVE');
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: customer.headers,
      payload: profilePayload(),
    });
    expect(created.statusCode).toBe(201);
    const deactivated = () =>
      ctx
        .db()
        .one<{ off: boolean }>(
          'SELECT deactivated_at IS NOT NULL AS off FROM profiles WHERE account_id = $1',
          [customer.id],
        );
    expect((await deactivated())!.off).toBe(false);

    await advanceClock(ctx.db(), 32 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const failedAt = await billingNow(ctx.db());
    const pastDue = await me(app, customer.headers);
    expect(pastDue.subscription.status).toBe('PAST_DUE');
    expect(pastDue.isValidSubscription).toBe(true);
    const grace = new Date(pastDue.subscription.graceExpires!).getTime();
    expect(Math.abs(grace - (failedAt.getTime() + 7 * DAY))).toBeLessThan(60_000);
    // The unpaid invoice is not issued (no number) yet.
    expect(await invoices(app, customer.headers)).toHaveLength(1);

    // A day later the card is tried again, and fails again.
    await advanceClock(ctx.db(), DAY + 60_000);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const attempts = await ctx.db().one<{ attempts: number }>(
      `SELECT attempt_count AS attempts FROM invoices i JOIN billing_customers c ON c.id = i.customer_id
       WHERE c.account_id = $1 AND i.status = 'open'`,
      [customer.id],
    );
    expect(attempts!.attempts).toBe(2);
    expect((await me(app, customer.headers)).subscription.status).toBe('PAST_DUE');

    await advanceClock(ctx.db(), 7 * DAY);
    await runBillingCycle(ctx.db(), createLocalProvider());
    const ended = await me(app, customer.headers);
    expect(ended.subscription.status).toBe('CANCELED');
    expect(ended.isValidSubscription).toBe(false);
    expect((await deactivated())!.off).toBe(true);
  });

  it('two replicas running the job at once renew each subscription once', async () => {
    const customer = await paidCustomer(app, CARDS.success, { users: 3 });
    const second = await ctx.buildTestApp();
    await advanceClock(ctx.db(), 32 * DAY);
    const outcomes = await Promise.all([
      runBillingCycle(app.db, createLocalProvider()),
      runBillingCycle(second.db, createLocalProvider()),
      runBillingCycle(ctx.db(), createLocalProvider()),
    ]);
    expect(outcomes.filter((o) => o.ran).length).toBeGreaterThanOrEqual(1);
    const list = await invoices(app, customer.headers);
    expect(list).toHaveLength(2);
    const charges = await ctx.db().one<{ n: number }>(
      `SELECT count(*)::int AS n FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
       JOIN billing_customers c ON c.id = i.customer_id WHERE c.account_id = $1`,
      [customer.id],
    );
    expect(charges!.n).toBe(2);
  });

  it('e-mails each renewal invoice once, only while "receive invoices by e-mail" is on', async () => {
    const on = await paidCustomer(app, CARDS.success);
    const off = await paidCustomer(app, CARDS.success);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/v2/users/${off.id}/invoices`,
      headers: off.headers,
      payload: { receiveInvoices: false },
    });
    expect(patch.statusCode).toBe(200);

    // Through the development endpoint, as `npm run billing -- advance 32d` does.
    const advanced = await app.inject({
      method: 'POST',
      url: '/dev/billing/advance',
      payload: { by: '32d' },
    });
    expect(advanced.statusCode).toBe(202);
    let job = { finished: false, renewed: 0 };
    while (!job.finished) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      job = (await app.inject({ url: `/dev/billing/jobs/${advanced.json().jobId}` })).json();
    }
    expect(job.renewed).toBeGreaterThanOrEqual(2);
    const mails = async (to: string) =>
      (await app.outbox.latest(50, to)).filter((m) => m.subject?.includes('invoice'));
    const [renewal] = await invoices(app, on.headers);
    const sent = await mails(on.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your Property Video invoice ${renewal!.number}`);
    expect(sent[0]!.text).toContain('$117.00');
    expect(await mails(off.email)).toHaveLength(0);

    const bad = await app.inject({
      method: 'POST',
      url: '/dev/billing/advance',
      payload: { by: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
