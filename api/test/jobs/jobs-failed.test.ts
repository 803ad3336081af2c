import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/jobs/jobs-plugin';
import { createJobsRepository } from '../../src/jobs/jobs-repository';
import { describeEachDb } from '../helper';

/**
 * A handler's `onFailed` (types.ts): once the last attempt threw, it writes in the transaction that
 * fails the job; if it throws itself, the job is failed all the same, without its writes.
 */
describeEachDb('a job that gives up: its handler’s onFailed', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    await ctx.db().exec('CREATE TABLE job_test_failures (job_id text NOT NULL, error text)');
    app.jobs.register<{ hookThrows: boolean }, unknown, unknown>({
      kind: 'test.gives-up',
      async run() {
        throw new Error('the handler broke');
      },
      async onFailed(job, error, tx) {
        await tx.query('INSERT INTO job_test_failures (job_id, error) VALUES ($1, $2)', [
          job.id,
          String(error),
        ]);
        if (job.payload.hookThrows) throw new Error('the hook broke');
      },
    });
  });

  /** A job at its last attempt, due now (no minutes of backoff), run to its end. */
  async function lastAttempt(hookThrows: boolean) {
    const id = await ctx.db().transaction(async (tx) => {
      const id = await createJobsRepository(ctx.db()).enqueue(
        { kind: 'test.gives-up', payload: { hookThrows } },
        tx,
      );
      await tx.query('UPDATE jobs SET attempts = $2 WHERE id = $1', [id, MAX_ATTEMPTS - 1]);
      return id;
    });
    app.jobs.wake();
    const job = await app.jobs.wait(id, 30_000);
    const written = await ctx
      .db()
      .query<{ error: string }>('SELECT error FROM job_test_failures WHERE job_id = $1', [id]);
    return { job, written: written.map((row) => row.error) };
  }

  it('writes in the transaction that fails the job', async () => {
    const { job, written } = await lastAttempt(false);
    expect(job?.status).toBe('failed');
    expect(job?.error).toContain('the handler broke');
    expect(written).toEqual(['Error: the handler broke']);
  });

  it('fails the job all the same when it throws, its writes rolled back', async () => {
    const { job, written } = await lastAttempt(true);
    expect(job?.status).toBe('failed');
    expect(job?.error).toContain('the handler broke');
    expect(written).toEqual([]);
  });
});
