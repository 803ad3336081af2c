import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createJobsRepository, JobLeaseLostError } from '../../src/jobs/jobs-repository';
import {
  FORGET_DONE_DAYS,
  JOBS_PER_REPLICA,
  LEASE_MS,
  MAX_ATTEMPTS,
} from '../../src/jobs/jobs-plugin';
import { openRunningJob } from '../../src/jobs/running-job';
import type { JobHandler, JobView, RunningJob } from '../../src/jobs/types';
import { describeEachDb, testConfig, type TestContext } from '../helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something. */
async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, ms = 30_000) {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error('waited in vain');
    await sleep(50);
  }
}

interface Payload {
  steps: number;
}

/**
 * A job of `steps` steps; step n writes the row (job, n) to the test table and checkpoints n.
 * `before(job, n)` runs before each step (a test stops a worker there).
 */
function counting(
  kind: string,
  before: (job: RunningJob<Payload, number>, n: number) => Promise<void> = async () => {},
): JobHandler<Payload, number, { written: number }> {
  return {
    kind,
    async run(job) {
      for (let n = (job.checkpoint ?? 0) + 1; n <= job.payload.steps; n++) {
        await before(job, n);
        await job.step(async (tx) => {
          await tx.query('INSERT INTO job_test_writes (job_id, n) VALUES ($1, $2)', [job.id, n]);
          return { checkpoint: n, progress: { done: n, total: job.payload.steps }, value: n };
        });
      }
      return { written: job.payload.steps };
    },
  };
}

describeEachDb('durable jobs', (ctx: TestContext) => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    await ctx.db().exec('CREATE TABLE job_test_writes (job_id text NOT NULL, n integer NOT NULL)');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  async function instance() {
    const app = await buildApp(testConfig(), { db: ctx.db() });
    apps.push(app);
    return app;
  }
  const writesOf = async (jobId: string) =>
    (
      await ctx
        .db()
        .query<{ n: number }>('SELECT n FROM job_test_writes WHERE job_id = $1 ORDER BY n', [jobId])
    ).map((row) => row.n);
  const finished = (app: FastifyInstance, id: string) =>
    waitFor(async () => {
      const job = await app.jobs.get(id);
      return job && (job.status === 'done' || job.status === 'failed') ? job : undefined;
    });

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await instance();
  });

  it('runs a job step by step to its result, with its progress', async () => {
    app.jobs.register(counting('test.count'));
    const id = await app.jobs.enqueue({ kind: 'test.count', payload: { steps: 3 } });
    app.jobs.wake();
    const job = (await app.jobs.wait(id, 30_000))!;
    expect(job).toMatchObject<Partial<JobView>>({
      status: 'done',
      result: { written: 3 },
      progress: { done: 3, total: 3 },
      error: null,
    });
    expect(job.finishedAt).not.toBeNull();
    expect(await writesOf(id)).toEqual([1, 2, 3]);
  });

  it('answers the same job for the same key, and queues nothing new', async () => {
    const first = await app.jobs.enqueue({ kind: 'test.count', payload: { steps: 1 }, key: 'k1' });
    const again = await app.jobs.enqueue({ kind: 'test.count', payload: { steps: 9 }, key: 'k1' });
    expect(again).toBe(first);
    app.jobs.wake();
    expect((await finished(app, first)).result).toEqual({ written: 1 });
    expect(await app.jobs.enqueue({ kind: 'test.count', payload: { steps: 9 }, key: 'k1' })).toBe(
      first,
    );
    expect(await writesOf(first)).toEqual([1]);
  });

  it('is queued only when the caller’s transaction commits', async () => {
    const rolledBack = await ctx
      .db()
      .transaction(async (tx) => {
        const id = await app.jobs.enqueue({ kind: 'test.none', payload: {} }, tx);
        throw Object.assign(new Error('rolled back'), { id });
      })
      .catch((error: { id: string }) => error.id);
    expect(await app.jobs.get(rolledBack)).toBeUndefined();
    expect(await app.jobs.get('not-a-uuid')).toBeUndefined();
  });

  it('resumes a job whose replica died after the last committed step: each step once', async () => {
    // The replica that dies: it claims the job, commits two steps and stops (no heartbeat, no
    // release), as a kill -9 leaves it.
    const repo = createJobsRepository(ctx.db());
    const id = await repo.enqueue({ kind: 'test.resume', payload: { steps: 5 } });
    const claimed = (await repo.claim(['test.resume'], LEASE_MS))!;
    expect(claimed.id).toBe(id);
    const dying = openRunningJob<Payload, number>(ctx.db(), repo, claimed, {
      leaseMs: LEASE_MS,
      stopping: () => false,
    });
    const died = new Error('killed');
    await expect(
      counting('test.resume', async (_job, n) => {
        if (n === 3) throw died;
      }).run(dying),
    ).rejects.toBe(died);
    expect(await writesOf(id)).toEqual([1, 2]);

    // A live replica knows the kind; it takes the job once the lease has run out.
    app.jobs.register(counting('test.resume'));
    await ctx
      .db()
      .query(`UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    app.jobs.wake();
    const job = await finished(app, id);
    expect(job.status).toBe('done');
    expect(await writesOf(id)).toEqual([1, 2, 3, 4, 5]);
    const row = await ctx
      .db()
      .one<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [id]);
    expect(row!.attempts).toBe(2);

    // The dead replica's late step (it was only paused) cannot write anything any more.
    await expect(
      dying.step(async (tx) => {
        await tx.query('INSERT INTO job_test_writes (job_id, n) VALUES ($1, 99)', [id]);
        return { checkpoint: 99, value: null };
      }),
    ).rejects.toBeInstanceOf(JobLeaseLostError);
    expect(await writesOf(id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rolls back a step whose worker lost the job while it ran', async () => {
    const repo = createJobsRepository(ctx.db());
    const id = await repo.enqueue({ kind: 'test.lost', payload: { steps: 1 } });
    const claimed = (await repo.claim(['test.lost'], LEASE_MS))!;
    const job = openRunningJob<Payload, number>(ctx.db(), repo, claimed, {
      leaseMs: LEASE_MS,
      stopping: () => false,
    });
    await expect(
      job.step(async (tx) => {
        await tx.query('INSERT INTO job_test_writes (job_id, n) VALUES ($1, 1)', [id]);
        // Meanwhile another worker's claim (here within the step's own connection, which holds
        // the row) replaced the lease.
        await tx.query(`UPDATE jobs SET lease_token = gen_random_uuid() WHERE id = $1`, [id]);
        return { checkpoint: 1, value: null };
      }),
    ).rejects.toBeInstanceOf(JobLeaseLostError);
    expect(await writesOf(id)).toEqual([]);
    expect(job.checkpoint).toBeNull();
  });

  it('retries a job whose handler throws, and fails it after the last attempt', async () => {
    let calls = 0;
    app.jobs.register({
      kind: 'test.throws',
      async run() {
        calls++;
        throw new Error('the handler broke');
      },
    });
    const repo = createJobsRepository(ctx.db());
    const id = await repo.enqueue({ kind: 'test.throws', payload: {} });
    app.jobs.wake();
    const retried = await waitFor(async () => {
      const row = await ctx
        .db()
        .one<{ status: string; error: string | null; attempts: number; later: boolean }>(
          `SELECT status, error, attempts, run_after > now() AS later FROM jobs WHERE id = $1`,
          [id],
        );
      return row?.error ? row : undefined;
    });
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, later: true });
    expect(retried.error).toContain('the handler broke');

    // The last attempt: due now.
    await ctx
      .db()
      .query(`UPDATE jobs SET attempts = $2, run_after = now() WHERE id = $1`, [
        id,
        MAX_ATTEMPTS - 1,
      ]);
    app.jobs.wake();
    const job = await finished(app, id);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('the handler broke');
    expect(calls).toBe(2);
  });

  it('leaves a kind it does not know for a replica that knows it', async () => {
    const id = await app.jobs.enqueue({ kind: 'test.unknown', payload: {} });
    app.jobs.wake();
    app.jobs.register(counting('test.marker'));
    const marker = await app.jobs.enqueue({ kind: 'test.marker', payload: { steps: 1 } });
    app.jobs.wake();
    await finished(app, marker);
    // Waiting a bounded time answers the job as it stands.
    expect((await app.jobs.wait(id, 200))!.status).toBe('queued');
  });

  it('forgets a done job after FORGET_DONE_DAYS, keeps a failed one', async () => {
    const repo = createJobsRepository(ctx.db());
    const done = await repo.enqueue({ kind: 'test.old', payload: {} });
    const failed = await repo.enqueue({ kind: 'test.old', payload: {} });
    await ctx.db().query(
      `UPDATE jobs SET status = CASE WHEN id = $1 THEN 'done' ELSE 'failed' END,
         finished_at = now() - make_interval(days => $3 + 1) WHERE id IN ($1, $2)`,
      [done, failed, FORGET_DONE_DAYS],
    );
    // A replica starting looks at once (then hourly).
    const starting = await instance();
    await waitFor(async () => ((await starting.jobs.get(done)) ? undefined : true));
    expect((await starting.jobs.get(failed))?.status).toBe('failed');
  });

  it.runIf(ctx.kind === 'postgres')(
    'two replicas share the jobs and never run one job twice at once',
    async () => {
      const other = await instance();
      const replicas = [app, other];
      const count = 2 * JOBS_PER_REPLICA;
      const running = new Map<string, number>();
      const ranOn = new Map<string, Set<number>>();
      let overlap = false;
      let started = 0;
      let allStarted!: () => void;
      const together = new Promise<void>((resolve) => (allStarted = resolve));
      replicas.forEach((replica, index) =>
        replica.jobs.register({
          kind: 'test.share',
          async run(job: RunningJob<Payload, number>) {
            const now = (running.get(job.id) ?? 0) + 1;
            running.set(job.id, now);
            if (now > 1) overlap = true;
            ranOn.set(job.id, new Set([...(ranOn.get(job.id) ?? []), index]));
            // Every job runs at once: no replica runs more than JOBS_PER_REPLICA, so both work.
            if (++started === count) allStarted();
            await together;
            try {
              return await counting('test.share').run(job);
            } finally {
              running.set(job.id, running.get(job.id)! - 1);
            }
          },
        }),
      );
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push(await app.jobs.enqueue({ kind: 'test.share', payload: { steps: 3 } }));
      app.jobs.wake();
      other.jobs.wake();
      for (const id of ids) {
        expect((await finished(app, id)).status).toBe('done');
        expect(await writesOf(id)).toEqual([1, 2, 3]);
      }
      expect(overlap).toBe(false);
      const byReplica = [0, 1].map(
        (index) => [...ranOn.values()].filter((set) => set.has(index)).length,
      );
      expect(byReplica).toEqual([JOBS_PER_REPLICA, JOBS_PER_REPLICA]);
    },
  );

  it.runIf(ctx.kind === 'postgres')(
    'a replica that closes mid-job hands it over at once, after its last step',
    async () => {
      const leaving = await instance();
      const staying = await instance();
      let stepsOnLeaving = 0;
      let closing: Promise<void> | undefined;
      leaving.jobs.register(
        counting('test.handover', async (_job, n) => {
          stepsOnLeaving = n - 1;
          // After two steps, this replica is told to stop.
          if (n === 3) {
            closing ??= leaving.close();
            await waitFor(() => leaving.jobs.stopping() || undefined);
          }
        }),
      );
      const id = await leaving.jobs.enqueue({ kind: 'test.handover', payload: { steps: 6 } });
      leaving.jobs.wake();
      await waitFor(() => (closing ? true : undefined));
      await closing;
      expect(stepsOnLeaving).toBe(2);
      const released = await ctx
        .db()
        .one<{ status: string; attempts: number }>(
          'SELECT status, attempts FROM jobs WHERE id = $1',
          [id],
        );
      expect(released).toEqual({ status: 'queued', attempts: 0 });
      staying.jobs.register(counting('test.handover'));
      staying.jobs.wake();
      expect((await finished(staying, id)).status).toBe('done');
      expect(await writesOf(id)).toEqual([1, 2, 3, 4, 5, 6]);
    },
  );
});
