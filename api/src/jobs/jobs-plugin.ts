import fp from 'fastify-plugin';
import { createJobsRepository, JobLeaseLostError, type ClaimedJob } from './jobs-repository';
import { pollLoop } from './poll-loop';
import { JobStoppedError, openRunningJob } from './running-job';
import type { JobHandler, Jobs } from './types';

/** A claim holds a job this long; the heartbeat and every step renew it. */
export const LEASE_MS = 30_000;
/** The heartbeat renews the lease this often while the job runs (three times per lease). */
const HEARTBEAT_MS = 10_000;
/** Every replica looks this often, whether woken or not (other replicas' jobs, retries, leases). */
const POLL_MS = 5_000;
/** While woken, it looks this often: a job queued in a transaction shows at its commit. */
const EAGER_MS = 100;
const EAGER_FOR_MS = 2_000;
/** The least wait for a job that is due (a retry, a lease run out) but was not claimable. */
const DUE_AGAIN_MS = 250;
/** Jobs one replica runs at once: a long import does not hold back a kit's propagation. */
export const JOBS_PER_REPLICA = 2;
/** Claims of a job (its handler threw each time) before it is `failed` for good. */
export const MAX_ATTEMPTS = 5;
/** Done jobs are forgotten after this many days (checked hourly); failed ones stay for the operator. */
export const FORGET_DONE_DAYS = 30;
/** A retry waits RETRY_MS, then 4 times longer each time (5 s, 20 s, 80 s, 320 s). */
const RETRY_MS = 5_000;

/**
 * The durable job worker of every API replica (issue 36 §2, api/README "Jobs", types.ts): it
 * claims due jobs of the kinds registered here (SKIP LOCKED, so each runs on one replica at a
 * time; a kind this replica does not know is left for one that does), runs their handler under a
 * lease renewed by a heartbeat and by each step, and records the result, or a retry with backoff,
 * or `failed` after MAX_ATTEMPTS. On close it starts no new claim and no new step, waits for the
 * steps under way and releases its jobs, so another replica takes them at once.
 */
export default fp(
  async function jobsPlugin(fastify) {
    const { db } = fastify;
    const repo = createJobsRepository(db);
    const handlers = new Map<string, JobHandler>();
    const active = new Map<string, Promise<void>>();
    /** Who waits for a job to end (`wait`): told whenever a job of this replica ends. */
    const finishedHere = new Set<() => void>();

    let ready = false;
    let closed = false;
    let eagerUntil = 0;
    let forgotAt = 0;

    async function execute(claimed: ClaimedJob) {
      const handler = handlers.get(claimed.kind)!;
      const fields = { jobId: claimed.id, kind: claimed.kind, attempts: claimed.attempts };
      // Steps on the background lane (db.ts): on PGlite a step's transaction waits until the
      // requests' statements have run and the event loop has had a turn. Without it a job's
      // steps chained on promises alone (the embedded database answers without I/O), so the
      // API read no request until the whole job ended.
      const job = openRunningJob(db.background ?? db, repo, claimed, {
        leaseMs: LEASE_MS,
        stopping: () => closed,
        onLost: () => fastify.log.warn(fields, 'job lease lost: another replica runs it'),
      });
      const heartbeat = setInterval(() => {
        repo
          .renew(claimed, LEASE_MS)
          .then((held) => held || job.markLost())
          .catch((error: unknown) => fastify.log.warn({ ...fields, err: error }, 'job heartbeat'));
      }, HEARTBEAT_MS).unref();
      try {
        let result: unknown;
        try {
          result = await handler.run(job);
        } finally {
          clearInterval(heartbeat);
        }
        if (!(await repo.finish(claimed, result))) job.markLost();
      } catch (error) {
        if (error instanceof JobLeaseLostError || job.lost) return;
        if (error instanceof JobStoppedError || job.stopped) {
          await repo.release(claimed);
          return;
        }
        const givenUp = claimed.attempts >= MAX_ATTEMPTS;
        const waitMs = RETRY_MS * 4 ** (claimed.attempts - 1);
        if (givenUp && handler.onFailed) {
          // The handler's own record fails in the transaction that fails the job.
          try {
            await repo.refuse(claimed, String(error), null, (tx) =>
              handler.onFailed!(job, error, tx),
            );
          } catch (hookError) {
            fastify.log.error(
              { ...fields, err: hookError },
              'job onFailed threw: failed without it',
            );
            await repo.refuse(claimed, String(error), null);
          }
        } else await repo.refuse(claimed, String(error), givenUp ? null : waitMs);
        if (givenUp) fastify.log.error({ ...fields, err: error }, 'job failed, not tried again');
        else fastify.log.warn({ ...fields, err: error, retryInMs: waitMs }, 'job failed, retried');
      }
    }

    function start(claimed: ClaimedJob) {
      const running = execute(claimed)
        .catch((error: unknown) =>
          fastify.log.error({ err: error, jobId: claimed.id }, 'job worker could not record a job'),
        )
        .finally(() => {
          active.delete(claimed.id);
          for (const wake of [...finishedHere]) wake();
          run();
        });
      active.set(claimed.id, running);
    }

    async function pass(): Promise<number> {
      const kinds = [...handlers.keys()];
      while (!closed && active.size < JOBS_PER_REPLICA) {
        const claimed = await repo.claim(kinds, LEASE_MS);
        if (!claimed) break;
        if (closed) {
          await repo.release(claimed);
          break;
        }
        start(claimed);
      }
      if (Date.now() - forgotAt > 3_600_000) {
        forgotAt = Date.now();
        await repo.forgetDone(FORGET_DONE_DAYS);
      }
      // Every slot taken: a job ending looks again (start), and so does the poll.
      if (active.size >= JOBS_PER_REPLICA) return POLL_MS;
      // Sleep until the next job is due or a lease runs out, unless a poll or a wake comes first.
      // A job due but not claimed is in a step of another replica (its row locked): not too often.
      const dueInMs = await repo.nextDueInMs(kinds);
      let waitMs = POLL_MS;
      if (dueInMs !== null) waitMs = Math.min(waitMs, Math.max(dueInMs + 10, DUE_AGAIN_MS));
      if (Date.now() < eagerUntil) waitMs = Math.min(waitMs, EAGER_MS);
      return waitMs;
    }

    const loop = pollLoop({
      pass,
      canRun: () => ready && !closed && handlers.size > 0,
      retryMs: POLL_MS,
      onError: (error) => fastify.log.error({ err: error }, 'job worker pass failed'),
    });
    const run = loop.run;

    const jobs: Jobs = {
      register(handler) {
        if (handlers.has(handler.kind))
          throw new Error(`job kind ${handler.kind} registered twice`);
        handlers.set(handler.kind, handler as JobHandler);
        run();
      },
      enqueue: (input, tx) => repo.enqueue(input, tx),
      get: (id) => repo.get(id),
      latest: (kind, accountId) => repo.latest(kind, accountId),
      async wait(id, timeoutMs) {
        const until = Date.now() + timeoutMs;
        for (let pauseMs = 20; ; pauseMs = Math.min(pauseMs * 2, 250)) {
          const job = await repo.get(id);
          if (!job || job.status === 'done' || job.status === 'failed') return job;
          const left = until - Date.now();
          if (left <= 0) return job;
          // Woken early when this replica finishes a job; else polled (another replica runs it).
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, Math.min(pauseMs, left));
            function done() {
              clearTimeout(timer);
              finishedHere.delete(done);
              resolve();
            }
            finishedHere.add(done);
          });
        }
      },
      wake() {
        eagerUntil = Date.now() + EAGER_FOR_MS;
        run();
      },
      async idle() {
        while (active.size > 0) await Promise.all(active.values());
      },
      stopping: () => closed,
    };
    fastify.decorate('jobs', jobs);
    fastify.addHook('onReady', async () => {
      ready = true;
      run();
    });
    // As soon as the server starts closing, no new claim and no new step.
    fastify.addHook('preClose', async () => {
      closed = true;
      void loop.stop();
    });
    // Before the database closes (registered after it): the steps under way end, the jobs are
    // released for another replica.
    fastify.addHook('onClose', async () => {
      closed = true;
      await loop.stop();
      await jobs.idle();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
