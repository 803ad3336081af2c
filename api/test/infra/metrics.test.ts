import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { advanceClock } from '../../src/billing/clock';
import { addAgent, lastCode, requestCode } from '../app-helper';
import { paidCustomer } from '../billing-helper';
import { describeEachDb, login } from '../helper';
import { CARDS } from '../payments-helper';
import { customer } from '../profiles-helper';

const DAY = 24 * 3600 * 1000;

/** The scrape as Prometheus reads it. */
async function scrape(app: FastifyInstance, token?: string) {
  const res = await app.inject({
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample, `name{labels}`, labels in the order the exposition writes them. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDb('GET /metrics', (ctx) => {
  it('is served without a token outside production, and only with it when one is set', async () => {
    const open = await ctx.buildTestApp();
    expect(await scrape(open)).toContain('# TYPE process_cpu_seconds_total counter');

    const token = randomUUID();
    const guarded = await ctx.buildTestApp({ metricsToken: token });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, token]) {
      const res = await guarded.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('process_cpu');
    }
    expect(await scrape(guarded, token)).toContain('process_cpu_seconds_total');
  });

  it('is not served in production without a token', async () => {
    const app = await ctx.buildTestApp({ nodeEnv: 'production', isProduction: true });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route pattern, method and status class, 429s and failed logins', async () => {
    const app = await ctx.buildTestApp({ rateLimitPerMinute: 3 });
    const invitation = randomUUID();
    for (let i = 0; i < 4; i++) await app.inject({ url: `/v2/invitations/${invitation}` });
    // From another address: the 429s above are that client's budget.
    const refused = await login(app, 'nobody@example.com', 'not-the-password-1', {
      remoteAddress: '10.77.0.1',
    });
    expect(refused.statusCode).toBe(401);
    await app.inject({ url: '/runtime-config.json', remoteAddress: '10.77.0.2' });

    const body = await scrape(app);
    expect(body).not.toContain(invitation);
    const route = (r: string, status: string, method = 'GET') =>
      `http_request_duration_seconds_count{method="${method}",route="${r}",status_class="${status}"}`;
    expect(sample(body, route('/v2/invitations/:id', '4xx'))).toBe(4);
    expect(sample(body, route('/runtime-config.json', '2xx'))).toBe(1);
    expect(sample(body, 'http_rate_limited_total{route="/v2/invitations/:id"}')).toBe(1);
    expect(sample(body, 'login_failures_total{method="password"}')).toBe(1);
    // Latency buckets per route.
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/runtime-config\.json",status_class="2xx"\} 1/,
    );
  });

  it('reports the database connections and the mail outbox', async () => {
    const app = await ctx.buildTestApp();
    const body = await scrape(app);
    expect(sample(body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(body, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    const queued = sample(body, 'mail_outbox_queued')!;
    const failed = sample(body, 'mail_outbox_failed')!;
    expect(queued).toBeGreaterThanOrEqual(0);
    expect(failed).toBeGreaterThanOrEqual(0);

    // A message waiting for a mail server (this app has none to send it) for 90 s.
    const id = await app.outbox.enqueue(
      { channel: 'email', recipient: 'ops@example.com', subject: 'Hi', text: 'Hi', html: null },
      'queued',
    );
    await ctx
      .db()
      .query(
        `UPDATE outbox_messages SET created_at = now() - interval '90 seconds' WHERE id = $1`,
        [id],
      );
    const waiting = await scrape(app);
    expect(sample(waiting, 'mail_outbox_queued')).toBe(queued + 1);
    expect(sample(waiting, 'mail_outbox_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(90);

    // Given up: counted as failed, no longer waiting.
    await ctx.db().query(`UPDATE outbox_messages SET state = 'failed' WHERE id = $1`, [id]);
    const given = await scrape(app);
    expect(sample(given, 'mail_outbox_queued')).toBe(queued);
    expect(sample(given, 'mail_outbox_failed')).toBe(failed + 1);
  });

  it('reports the durable jobs waiting and failed', async () => {
    const app = await ctx.buildTestApp();
    const body = await scrape(app);
    const waiting = sample(body, 'jobs_waiting')!;
    const failed = sample(body, 'jobs_failed')!;
    // A job of a kind no replica knows waits, for 90 s.
    const id = await app.jobs.enqueue({ kind: 'metrics.unknown', payload: {} });
    await ctx
      .db()
      .query(`UPDATE jobs SET created_at = now() - interval '90 seconds' WHERE id = $1`, [id]);
    const queued = await scrape(app);
    expect(sample(queued, 'jobs_waiting')).toBe(waiting + 1);
    expect(sample(queued, 'jobs_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(90);
    await ctx.db().query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [id]);
    const given = await scrape(app);
    expect(sample(given, 'jobs_waiting')).toBe(waiting);
    expect(sample(given, 'jobs_failed')).toBe(failed + 1);
  });

  it('counts wrong codes of the agents’ app as refused sign-ins (item 11)', async () => {
    const app = await ctx.buildTestApp();
    const failures = async () =>
      sample(await scrape(app), 'login_failures_total{method="app"}') ?? 0;
    const owner = await customer(app, 1);
    const agent = await addAgent(app, owner.headers);
    await requestCode(app, agent.phone);
    const right = (await lastCode(app, agent.phone))!;
    const verify = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/auth/verify',
        payload: { phone: agent.phone, code },
      });

    expect(await failures()).toBe(0);
    for (let i = 0; i < 3; i++)
      expect((await verify(right === '000000' ? '111111' : '000000')).statusCode).toBe(401);
    expect(await failures()).toBe(3);
    // A right code is no failure.
    expect((await verify(right)).statusCode).toBe(200);
    expect(await failures()).toBe(3);
  });

  it('counts the renewal job: runs, renewals charged, failures and duration', async () => {
    const setup = await ctx.buildTestApp();
    await paidCustomer(setup, CARDS.success);
    await paidCustomer(setup, CARDS.renewalsFail);
    await advanceClock(ctx.db(), 32 * DAY);

    // A replica outside tests runs the job as soon as it is ready.
    const replica = await ctx.buildTestApp({ nodeEnv: 'development' });
    let body = '';
    for (let waited = 0; waited < 20_000; waited += 100) {
      body = await scrape(replica);
      if (sample(body, 'billing_job_runs_total{result="ok"}')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sample(body, 'billing_job_runs_total{result="ok"}')).toBe(1);
    expect(sample(body, 'billing_renewals_charged_total')).toBe(1);
    expect(sample(body, 'billing_renewals_failed_total')).toBe(1);
    expect(sample(body, 'billing_job_duration_seconds_count')).toBe(1);
  });
});
