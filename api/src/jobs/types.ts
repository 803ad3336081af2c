import type { Queryable } from '../db/db';

/**
 * The API's one durable job mechanism (issue 36 §2): imports, the brand kit's propagation and
 * whatever else outlives a request. A job is a row of `jobs`; every API replica's worker claims
 * due jobs (FOR UPDATE SKIP LOCKED) under a lease it renews while it works, so a replica killed
 * mid-job hands the job over when the lease runs out. A job's work is a series of steps; each step
 * commits its writes and the job's new checkpoint in one transaction, and only while the worker
 * still holds the lease: a job resumed elsewhere starts after the last committed step, so nothing
 * is lost and nothing is done twice.
 */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobProgress {
  done: number;
  total: number;
}

/** A job as its worker runs it. */
export interface RunningJob<Payload, Checkpoint> {
  readonly id: string;
  readonly kind: string;
  readonly accountId: string | null;
  readonly payload: Payload;
  /** The last committed step's checkpoint; null before the first step. */
  readonly checkpoint: Checkpoint | null;
  /** Counts the claims of this job, this one included (1 on the first run). */
  readonly attempts: number;
  /**
   * Runs `work` in one transaction with the new checkpoint and progress written to the job; throws
   * (and rolls `work` back) if this worker no longer holds the job. Renews the lease.
   */
  step<T>(
    work: (tx: Queryable) => Promise<{ checkpoint: Checkpoint; progress?: JobProgress; value: T }>,
  ): Promise<T>;
}

/** A job whose last attempt threw, as its handler's `onFailed` sees it. */
export type FailedJob<Payload, Checkpoint> = Omit<RunningJob<Payload, Checkpoint>, 'step'>;

export interface JobHandler<Payload = unknown, Checkpoint = unknown, Result = unknown> {
  readonly kind: string;
  /** Runs or resumes the job; its answer is stored as the job's result (JSON). */
  run(job: RunningJob<Payload, Checkpoint>): Promise<Result>;
  /**
   * Optional: the job gave up (its last attempt threw `error`). Runs in the transaction that marks
   * the job `failed`, so the domain's own record (e.g. an import's status) fails with it or not at
   * all. If it throws, the job is marked `failed` without it (and the worker logs why).
   */
  onFailed?(job: FailedJob<Payload, Checkpoint>, error: unknown, tx: Queryable): Promise<void>;
}

export interface JobView<Result = unknown> {
  id: string;
  kind: string;
  accountId: string | null;
  status: JobStatus;
  progress: JobProgress | null;
  result: Result | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface Jobs {
  /** Domains register their kinds in their plugin (before the server is ready). */
  register<Payload, Checkpoint, Result>(handler: JobHandler<Payload, Checkpoint, Result>): void;
  /**
   * Queues a job, in the caller's transaction when given one (the job exists iff the caller's
   * writes commit). With `key`, a job of the same kind and key already queued or done is returned
   * instead of a new one.
   */
  enqueue(
    input: { kind: string; accountId?: string | null; payload: unknown; key?: string },
    tx?: Queryable,
  ): Promise<string>;
  get(id: string): Promise<JobView | undefined>;
  /** The account's last job of this kind (a page showing how its last change goes). */
  latest(kind: string, accountId: string): Promise<JobView | undefined>;
  /**
   * The job once it is done or failed, whichever replica ran it; its view as it stands when
   * `timeoutMs` ran out first (a request that waits a bounded time for a short job).
   */
  wait(id: string, timeoutMs: number): Promise<JobView | undefined>;
  /** A job was queued: look now (after the caller's commit). */
  wake(): void;
  /** Resolves when this replica runs no job (tests; the server before it closes). */
  idle(): Promise<void>;
  /**
   * True once this replica closes: a step started now throws (the job goes to another replica),
   * and a handler doing long work outside its steps may stop early the same way.
   */
  stopping(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
