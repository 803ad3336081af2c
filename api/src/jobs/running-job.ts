import type { Db } from '../db/db';
import { JobLeaseLostError, type ClaimedJob, type JobsRepository } from './jobs-repository';
import type { RunningJob } from './types';

/** The replica is stopping: no new step starts (the worker then hands the job over at once). */
export class JobStoppedError extends Error {
  constructor(id: string) {
    super(`job ${id}: this replica is stopping`);
    this.name = 'JobStoppedError';
  }
}

/**
 * What a handler holds of a job claimed by this worker: its `step`s commit their work with the
 * job's checkpoint, each in one transaction that first locks the job's row under this worker's
 * lease (a claim elsewhere skips it meanwhile) and renews it, and that rolls back when the lease
 * is no longer this worker's at either end. `stopping()` says whether a new step may start.
 */
export function openRunningJob<Payload, Checkpoint>(
  db: Db,
  repo: JobsRepository,
  claimed: ClaimedJob,
  options: { leaseMs: number; stopping: () => boolean; onLost?: () => void },
): RunningJob<Payload, Checkpoint> & {
  readonly lost: boolean;
  /** A step was refused because the replica stops (whatever the handler made of the error). */
  readonly stopped: boolean;
  markLost(): void;
} {
  let checkpoint = (claimed.checkpoint ?? null) as Checkpoint | null;
  let lost = false;
  let stopped = false;
  const markLost = () => {
    if (!lost) options.onLost?.();
    lost = true;
  };
  return {
    id: claimed.id,
    kind: claimed.kind,
    accountId: claimed.accountId,
    payload: claimed.payload as Payload,
    attempts: claimed.attempts,
    get checkpoint() {
      return checkpoint;
    },
    get lost() {
      return lost;
    },
    get stopped() {
      return stopped;
    },
    markLost,
    async step(work) {
      if (lost) throw new JobLeaseLostError(claimed.id);
      if (options.stopping()) {
        stopped = true;
        throw new JobStoppedError(claimed.id);
      }
      const { value, next } = await db
        .transaction(async (tx) => {
          if (!(await repo.hold(claimed, options.leaseMs, tx)))
            throw new JobLeaseLostError(claimed.id);
          const done = await work(tx);
          if (!(await repo.checkpoint(claimed, done.checkpoint, done.progress, tx)))
            throw new JobLeaseLostError(claimed.id);
          return { value: done.value, next: done.checkpoint };
        })
        .catch((error: unknown) => {
          if (error instanceof JobLeaseLostError) markLost();
          throw error;
        });
      checkpoint = next;
      return value;
    },
  };
}
