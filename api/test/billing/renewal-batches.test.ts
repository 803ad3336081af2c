import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { runBillingJob, type JobProgress } from '../../src/billing/job';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import type { BillingProvider } from '../../src/billing/provider';
import type { Db } from '../../src/db/db';
import { describeEachDb, TEST_PG_URL } from '../helper';
import { CARDS } from '../payments-helper';
import { paidCustomer } from '../billing-helper';

/**
 * `n` subscriptions of the customer's account whose period ended in the last hour, each with its
 * own billing customer, written in two statements (not through the checkout). Their ids in the
 * order the job takes them (the uuids' order, which their lower-case text keeps).
 */
async function seedDue(db: Db, accountId: string, n: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  await db.query(
    `INSERT INTO billing_customers
     SELECT (jsonb_populate_record(c, jsonb_build_object('id', md5($2 || 'c' || i)::uuid))).*
     FROM (SELECT c FROM billing_customers c WHERE account_id = $1 LIMIT 1) AS one(c),
       generate_series(1, $3) AS i`,
    [accountId, tag, n],
  );
  const rows = await db.query<{ id: string }>(
    `WITH clock AS (SELECT now() + make_interval(secs => offset_ms / 1000.0) AS now FROM billing_clock)
     INSERT INTO billing_subscriptions
     SELECT (jsonb_populate_record(s, jsonb_build_object(
       'id', md5($2 || 's' || i)::uuid, 'customer_id', md5($2 || 'c' || i)::uuid,
       'status', 'ACTIVE', 'period_index', 0, 'provider_ref', NULL,
       'current_period_start', clock.now - interval '1 month' - interval '1 hour' + i * interval '1 ms',
       'current_period_end', clock.now - interval '1 hour' + i * interval '1 ms'))).*
     FROM (SELECT s FROM billing_subscriptions s WHERE account_id = $1 LIMIT 1) AS one(s),
       clock, generate_series(1, $3) AS i
     RETURNING id`,
    [accountId, tag, n],
  );
  return rows.map((row) => row.id).sort();
}

/** Per seeded subscription: its period, its renewal invoices and their charges. */
async function renewals(db: Db, ids: string[]) {
  return db.query<{ id: string; period_index: number; invoices: number; charges: number }>(
    `SELECT s.id, s.period_index,
       (SELECT count(*)::int FROM invoices i WHERE i.subscription_id = s.id) AS invoices,
       (SELECT count(*)::int FROM charges ch JOIN invoices i ON i.id = ch.invoice_id
         WHERE i.subscription_id = s.id) AS charges
     FROM billing_subscriptions s WHERE s.id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The local engine, with every charge key it is asked for written down. */
function recording(keys: string[], onCharge?: (count: number) => Promise<void> | void) {
  const local = createLocalProvider();
  return {
    ...local,
    async chargeSavedCard(charge, q) {
      keys.push(charge.key);
      await onCharge?.(keys.length);
      return local.chargeSavedCard(charge, q);
    },
  } satisfies BillingProvider;
}

describeEachDb('renewals in batches', (ctx) => {
  let app: FastifyInstance;
  let accountId: string;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    accountId = (await paidCustomer(app, CARDS.success)).id;
  });
  const jobDeps = () => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    provider: app.billing.provider,
    publicUrl: app.config.publicUrl,
    seller: app.config.seller,
  });
  beforeEach(async () => {
    await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
    await ctx.db().query('UPDATE accounts SET receive_invoices = false WHERE id = $1', [accountId]);
  });

  it('commits each batch with its invoices and charges, then e-mails their invoices with the PDF', async () => {
    const ids = await seedDue(ctx.db(), accountId, 5);
    const committed: number[] = [];
    await runBillingCycle(ctx.db(), createLocalProvider(), {
      batchSize: 2,
      afterBatch: async () => {
        const rows = await renewals(ctx.db(), ids);
        const invoices = rows.reduce((sum, row) => sum + row.invoices, 0);
        expect(rows.reduce((sum, row) => sum + row.charges, 0)).toBe(invoices);
        committed.push(invoices);
      },
    });
    expect(committed).toEqual([2, 4, 5]);

    // Through the job: the invoices' e-mails, PDF attached, once each, after their batch.
    await ctx.db().query('UPDATE accounts SET receive_invoices = true WHERE id = $1', [accountId]);
    const mailed = await seedDue(ctx.db(), accountId, 3);
    const progress: JobProgress[] = [];
    await runBillingJob(jobDeps(), { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(progress.map((p) => [p.done, p.total, p.renewed])).toEqual([
      [2, 3, 2],
      [3, 3, 3],
    ]);
    const numbers = await ctx
      .db()
      .query<{ number: string }>(
        'SELECT number FROM invoices WHERE subscription_id = ANY($1::uuid[])',
        [mailed],
      );
    const email = await ctx
      .db()
      .one<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [accountId]);
    const mails = (await app.outbox.latest(50, email!.email)).filter((m) =>
      numbers.some((n) => m.subject?.includes(n.number)),
    );
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.attachments).toEqual([
        expect.objectContaining({ contentType: 'application/pdf' }),
      ]);
    }
  });

  it("e-mails each renewal's invoice with its own PDF; the embedded database keeps the PDFs in files beside it", async () => {
    await ctx.db().query('UPDATE accounts SET receive_invoices = true WHERE id = $1', [accountId]);
    const mailed = await seedDue(ctx.db(), accountId, 3);
    await runBillingJob(jobDeps(), { batchSize: 2 });
    const numbers = (
      await ctx
        .db()
        .query<{ number: string }>(
          'SELECT number FROM invoices WHERE subscription_id = ANY($1::uuid[])',
          [mailed],
        )
    ).map((row) => row.number);
    expect(numbers).toHaveLength(3);
    const email = await ctx
      .db()
      .one<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [accountId]);
    const mails = (await app.outbox.latest(50, email!.email)).filter((m) =>
      numbers.some((number) => m.subject?.includes(number)),
    );
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      const number = numbers.find((n) => mail.subject!.includes(n))!;
      const file = await app.outbox.attachment(mail.id, 0);
      expect(file).toMatchObject({
        filename: `invoice-${number}.pdf`,
        contentType: 'application/pdf',
      });
      expect(mail.attachments).toEqual([
        expect.objectContaining({ size: file!.content.byteLength }),
      ]);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(file!.content)), {
        mergePages: true,
      });
      expect(text).toContain(number);
      expect(numbers.filter((other) => other !== number).some((o) => text.includes(o))).toBe(false);
    }
    const stored = await ctx.db().query<{ in_row: boolean; in_file: boolean }>(
      `SELECT content IS NOT NULL AS in_row, file_key IS NOT NULL AS in_file
       FROM outbox_attachments WHERE message_id = ANY($1::bigint[])`,
      [mails.map((mail) => mail.id)],
    );
    expect(stored).toEqual(
      Array(3).fill(
        ctx.kind === 'pglite' ? { in_row: false, in_file: true } : { in_row: true, in_file: false },
      ),
    );
  });

  it('the development clock answers at once with a run id, whose progress shows until it finishes', async () => {
    const ids = await seedDue(ctx.db(), accountId, 30);
    const res = await app.inject({
      method: 'POST',
      url: '/dev/billing/advance',
      payload: { by: '1m' },
    });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as { jobId: string };
    const seen: Array<{ done: number; total: number; finished: boolean; renewed: number }> = [];
    for (;;) {
      const job = await app.inject({ url: `/dev/billing/jobs/${jobId}` });
      expect(job.statusCode).toBe(200);
      seen.push(job.json());
      if (job.json().finished) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Answered before the run was over, and the run went through every due subscription.
    expect(seen[0]!.finished).toBe(false);
    expect(seen.at(-1)).toMatchObject({ finished: true, error: null });
    expect(seen.at(-1)!.renewed).toBeGreaterThanOrEqual(30);
    expect(seen.at(-1)!.done).toBe(seen.at(-1)!.total);
    for (const row of await renewals(ctx.db(), ids)) expect(row.invoices).toBe(1);
    const unknown = await app.inject({ url: '/dev/billing/jobs/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
  });

  it('two runs at once renew and charge each due subscription exactly once', async () => {
    const ids = await seedDue(ctx.db(), accountId, 100);
    const keys: string[] = [];
    const second = await ctx.buildTestApp();
    await Promise.all([
      runBillingCycle(app.db, recording(keys), { batchSize: 20 }),
      runBillingCycle(second.db, recording(keys), { batchSize: 20 }),
    ]);
    const rows = await renewals(ctx.db(), ids);
    expect(rows).toHaveLength(100);
    for (const row of rows) expect(row).toMatchObject({ period_index: 1, invoices: 1, charges: 1 });
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers other queries between batches: one waits for one batch at most', async () => {
    await seedDue(ctx.db(), accountId, 120);
    const keys: string[] = [];
    let answeredAfter: number | null = null;
    let healthAfter: number | null = null;
    let asked: Promise<unknown> | null = null;
    const provider = recording(keys, (count) => {
      if (count !== 1) return;
      // Not awaited: on PGlite it can only run once this batch's transaction ends.
      asked = Promise.all([
        ctx
          .db()
          .one('SELECT 1')
          .then(() => (answeredAfter = keys.length)),
        app.inject({ url: '/healthz' }).then(() => (healthAfter = keys.length)),
      ]);
    });
    await runBillingCycle(ctx.db(), provider, { batchSize: 20 });
    await asked;
    expect(keys.length).toBeGreaterThanOrEqual(120);
    expect(answeredAfter).toBeLessThanOrEqual(40);
    expect(healthAfter).toBeLessThanOrEqual(40);
  });

  it.skipIf(ctx.kind !== 'postgres')(
    'a change to a subscription not yet claimed does not wait for the run (PostgreSQL only)',
    async () => {
      const ids = await seedDue(ctx.db(), accountId, 100);
      const keys: string[] = [];
      const tryChange = (id: string) =>
        ctx
          .db()
          .transaction(async (tx) => {
            await tx.exec("SET LOCAL lock_timeout = '200ms'");
            await tx.query('UPDATE billing_subscriptions SET users = users + 1 WHERE id = $1', [
              id,
            ]);
          })
          .then(
            () => 'changed',
            () => 'waited too long',
          );
      const answers: string[] = [];
      const provider = recording(keys, async (count) => {
        if (count !== 15) return;
        // Charge 15 is in the second batch: its rows are locked, the last one is not yet.
        answers.push(await tryChange(ids[14]!), await tryChange(ids[99]!));
      });
      await runBillingCycle(ctx.db(), provider, { batchSize: 10 });
      expect(answers).toEqual(['waited too long', 'changed']);
      const rows = await renewals(ctx.db(), ids);
      for (const row of rows) expect(row).toMatchObject({ period_index: 1, invoices: 1 });
    },
  );

  it.skipIf(ctx.kind !== 'postgres')(
    'a run killed (kill -9) midway keeps what it committed; the next run renews the rest, charging each once and e-mailing each invoice once (PostgreSQL only)',
    async () => {
      await ctx
        .db()
        .query('UPDATE accounts SET receive_invoices = true WHERE id = $1', [accountId]);
      const ids = await seedDue(ctx.db(), accountId, 200);
      const name = await ctx.db().one<{ db: string }>('SELECT current_database() AS db');
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${name!.db}`;
      const keysFile = join(tmpdir(), `renewal-keys-${randomBytes(4).toString('hex')}`);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(import.meta.dirname, 'renewal-batches-child.ts'),
          url.href,
          keysFile,
          '20',
        ],
        { stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const done = async () =>
        (await renewals(ctx.db(), ids)).reduce((sum, row) => sum + row.invoices, 0);
      const deadline = Date.now() + 120_000;
      while ((await done()) < 40 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      child.kill('SIGKILL');
      await exited;
      const kept = await renewals(ctx.db(), ids);
      const committed = kept.filter((row) => row.invoices > 0).length;
      expect(committed).toBeGreaterThanOrEqual(40);
      expect(committed).toBeLessThan(200);
      for (const row of kept) expect(row.charges).toBe(row.invoices);

      const before = existsSync(keysFile) ? readFileSync(keysFile, 'utf8').split('\n') : [];
      rmSync(keysFile, { force: true });
      const after: string[] = [];
      await runBillingCycle(ctx.db(), recording(after), { batchSize: 20 });
      const rows = await renewals(ctx.db(), ids);
      for (const row of rows)
        expect(row).toMatchObject({ period_index: 1, invoices: 1, charges: 1 });
      // A charge asked for again (its batch was cut short) carries the same key: the provider
      // answers it once.
      const keyOf = new Map<string, Set<string>>();
      for (const key of [...before, ...after].filter(Boolean)) {
        const sub = key.split(':')[1]!;
        keyOf.set(sub, (keyOf.get(sub) ?? new Set()).add(key));
      }
      for (const id of ids) expect(keyOf.get(id)?.size).toBe(1);
      // Nothing committed by the killed run was charged again.
      const renewedBefore = new Set(kept.filter((row) => row.invoices > 0).map((row) => row.id));
      expect(after.filter((key) => renewedBefore.has(key.split(':')[1]!))).toEqual([]);

      // The killed run queued none of its invoices' e-mails (it died before, or never had a
      // mailer), yet decided each with its payment. A minute on, the next job queues each once.
      await ctx
        .db()
        .query(
          "UPDATE invoice_emails SET sent_at = sent_at - interval '2 minutes' WHERE NOT queued",
        );
      await runBillingJob(jobDeps());
      await runBillingJob(jobDeps());
      const mailed = await ctx.db().query<{ number: string; mails: number }>(
        `SELECT i.number, (SELECT count(*)::int FROM outbox_messages m
           WHERE m.subject LIKE '%' || i.number || '%') AS mails
         FROM invoices i WHERE i.subscription_id = ANY($1::uuid[])`,
        [ids],
      );
      expect(mailed).toHaveLength(200);
      for (const row of mailed) expect(row).toMatchObject({ mails: 1 });
    },
  );
});
