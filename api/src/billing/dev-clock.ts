import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import { advanceClock, parseDuration } from './clock';
import { runBillingJob, type JobProgress } from './job';

/** A run started by moving the clock: how far it got. */
export interface ClockJob {
  id: string;
  /** The billing engine's clock after the move. */
  now: string;
  done: number;
  total: number;
  renewed: number;
  failed: number;
  canceled: number;
  finished: boolean;
  /** Why the run stopped early; what it committed before stays. */
  error: string | null;
}

/** The runs this instance started, newest last; the oldest are forgotten. */
const KEPT_JOBS = 20;

type RunDeps = Parameters<typeof runBillingJob>[0] & { log: FastifyBaseLogger };

/**
 * The billing engine's clock for tests and demos (POST /dev/billing/advance, GET
 * /dev/billing/jobs/:id; `npm run billing -- advance 35d`): moving it forward starts a run of
 * what became due, in the background, and keeps its progress. Never in production.
 */
export function devBillingClock(deps: RunDeps) {
  const jobs = new Map<string, ClockJob>();
  const running = new Set<Promise<unknown>>();

  return {
    /** Moves the clock by `by` ("35d") and starts the run; 400 for a duration it cannot read. */
    async advance(by: string): Promise<{ jobId: string; now: string }> {
      const ms = parseDuration(by);
      if (ms === null) throw new AppError('VALIDATION', { fields: { by: 'errors.formInvalid' } });
      const now = (await advanceClock(deps.db, ms)).toISOString();
      const job: ClockJob = {
        id: randomUUID(),
        now,
        done: 0,
        total: 0,
        renewed: 0,
        failed: 0,
        canceled: 0,
        finished: false,
        error: null,
      };
      jobs.set(job.id, job);
      if (jobs.size > KEPT_JOBS) jobs.delete(jobs.keys().next().value!);
      const run = runBillingJob(deps, {
        onProgress: (progress: JobProgress) => Object.assign(job, progress),
      })
        .then((outcome) => {
          Object.assign(job, {
            renewed: outcome.renewed,
            failed: outcome.failed,
            canceled: outcome.canceled,
          });
          job.done = job.total;
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error, jobId: job.id }, 'billing run failed');
          job.error = error instanceof Error ? error.message : String(error);
        })
        .finally(() => {
          job.finished = true;
          running.delete(run);
        });
      running.add(run);
      return { jobId: job.id, now };
    },

    /** A run this instance started, or 404. */
    job(id: string): ClockJob {
      const job = jobs.get(id);
      if (!job) throw new AppError('NOT_FOUND');
      return job;
    },

    /** Resolves when every run started has ended (the server waits for it before it closes). */
    async settled(): Promise<void> {
      await Promise.allSettled(running);
    },
  };
}
