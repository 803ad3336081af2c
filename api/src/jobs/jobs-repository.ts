import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import type { JobProgress, JobStatus, JobView } from './types';

/** A job as a worker claimed it: `leaseToken` proves the claim in every later write. */
export interface ClaimedJob {
  id: string;
  kind: string;
  accountId: string | null;
  payload: unknown;
  checkpoint: unknown;
  attempts: number;
  leaseToken: string;
}

/** The job's row no longer carries this worker's lease: another worker took it (or it ended). */
export class JobLeaseLostError extends Error {
  constructor(id: string) {
    super(`job ${id}: this worker no longer holds its lease`);
    this.name = 'JobLeaseLostError';
  }
}

interface JobRow {
  id: string;
  kind: string;
  account_id: string | null;
  status: JobStatus;
  progress_done: number | null;
  progress_total: number | null;
  result: unknown;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A handler's error is kept for the operator, not in full. */
const MAX_ERROR_CHARS = 1000;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const secs = (ms: number) => ms / 1000;

/** JSON for a jsonb parameter: both drivers take the text and cast it. */
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

function toView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    accountId: row.account_id,
    status: row.status,
    progress:
      row.progress_total === null
        ? null
        : { done: row.progress_done ?? 0, total: row.progress_total },
    result: row.result ?? null,
    error: row.error,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  };
}

/** Jobs not finished (queued or running), failed for good, and the oldest unfinished one's age. */
export async function jobStats(db: Queryable) {
  const row = await db.one<{ waiting: number; failed: number; oldest: number | null }>(
    `SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS waiting,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'running')))::float8 AS oldest
     FROM jobs`,
  );
  return {
    waiting: row?.waiting ?? 0,
    failed: row?.failed ?? 0,
    oldestWaitingAgeSeconds: Math.max(0, Math.floor(row?.oldest ?? 0)),
  };
}

/** `refuse`'s write with `q` (the job's row; false when this worker no longer holds it). */
async function refuseIn(
  q: Queryable,
  job: ClaimedJob,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET lease_token = NULL, lease_until = NULL, error = $3,
       status = CASE WHEN $4::float8 IS NULL THEN 'failed' ELSE 'queued' END,
       run_after = CASE WHEN $4::float8 IS NULL THEN run_after
                        ELSE now() + make_interval(secs => $4::float8) END,
       finished_at = CASE WHEN $4::float8 IS NULL THEN now() END
     WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
    [
      job.id,
      job.leaseToken,
      error.slice(0, MAX_ERROR_CHARS),
      retryInMs === null ? null : secs(retryInMs),
    ],
  );
  return rows.length === 1;
}

/** The `jobs` table (migration 031): every write after the claim names the claim's lease token. */
export function createJobsRepository(db: Db) {
  return {
    /**
     * Writes a queued job with `q` (the caller's transaction when it has one). With `key`, a job
     * of that kind and key already there is answered instead, unless it failed: then it is queued
     * again from scratch, with the new payload (a failed import can be sent again).
     */
    async enqueue(
      input: { kind: string; accountId?: string | null; payload: unknown; key?: string },
      q: Queryable = db,
    ): Promise<string> {
      const params = [input.kind, input.accountId ?? null, input.key ?? null, json(input.payload)];
      if (input.key === undefined) {
        const row = await q.one<{ id: string }>(
          `INSERT INTO jobs (kind, account_id, key, payload) VALUES ($1, $2, $3, $4::jsonb)
           RETURNING id::text AS id`,
          params,
        );
        return row!.id;
      }
      const row = await q.one<{ id: string }>(
        `INSERT INTO jobs (kind, account_id, key, payload) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (kind, key) DO UPDATE SET
           status = 'queued', payload = EXCLUDED.payload, account_id = EXCLUDED.account_id,
           checkpoint = NULL, progress_done = NULL, progress_total = NULL, result = NULL,
           error = NULL, attempts = 0, lease_token = NULL, lease_until = NULL, run_after = now(),
           finished_at = NULL
         WHERE jobs.status = 'failed'
         RETURNING id::text AS id`,
        params,
      );
      if (row) return row.id;
      const existing = await q.one<{ id: string }>(
        'SELECT id::text AS id FROM jobs WHERE kind = $1 AND key = $2',
        [input.kind, input.key],
      );
      return existing!.id;
    },

    async latest(kind: string, accountId: string): Promise<JobView | undefined> {
      const row = await db.one<JobRow>(
        `SELECT id::text AS id, kind, account_id::text AS account_id, status, progress_done,
                progress_total, result, error, created_at, finished_at
         FROM jobs WHERE account_id = $1 AND kind = $2
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [accountId, kind],
      );
      return row ? toView(row) : undefined;
    },

    async get(id: string): Promise<JobView | undefined> {
      // Not a uuid: no such job (rather than the database's cast error).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
        return undefined;
      const row = await db.one<JobRow>(
        `SELECT id::text AS id, kind, account_id::text AS account_id, status, progress_done,
                progress_total, result, error, created_at, finished_at
         FROM jobs WHERE id = $1`,
        [id],
      );
      return row ? toView(row) : undefined;
    },

    /**
     * Takes one due job of `kinds` for `leaseMs`: a queued one whose time has come, or a running
     * one whose worker stopped renewing its lease (its replica died). SKIP LOCKED: replicas
     * sharing the database take different jobs, and a job in the middle of a step (its row
     * locked by the step) is never taken.
     */
    async claim(kinds: string[], leaseMs: number): Promise<ClaimedJob | undefined> {
      if (kinds.length === 0) return undefined;
      const row = await db.one<{
        id: string;
        kind: string;
        account_id: string | null;
        payload: unknown;
        checkpoint: unknown;
        attempts: number;
        lease_token: string;
      }>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_token = $3::uuid,
           lease_until = now() + make_interval(secs => $2::float8)
         WHERE id IN (
           SELECT id FROM jobs
           WHERE kind = ANY($1::text[])
             AND ((status = 'queued' AND run_after <= now())
                  OR (status = 'running' AND lease_until < now()))
           ORDER BY run_after, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id::text AS id, kind, account_id::text AS account_id, payload, checkpoint,
                   attempts, lease_token::text AS lease_token`,
        [kinds, secs(leaseMs), randomUUID()],
      );
      if (!row) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        accountId: row.account_id,
        payload: row.payload,
        checkpoint: row.checkpoint ?? null,
        attempts: row.attempts,
        leaseToken: row.lease_token,
      };
    },

    /**
     * Within a step's transaction, before its work: locks the job's row while this worker holds
     * it (so no claim takes it until the step ends) and renews the lease. False: the lease is lost.
     */
    async hold(job: ClaimedJob, leaseMs: number, tx: Queryable): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE jobs SET lease_until = now() + make_interval(secs => $3::float8)
         WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
        [job.id, job.leaseToken, secs(leaseMs)],
      );
      return rows.length === 1;
    },

    /** Within a step's transaction, after its work: its checkpoint and progress. */
    async checkpoint(
      job: ClaimedJob,
      checkpoint: unknown,
      progress: JobProgress | undefined,
      tx: Queryable,
    ): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE jobs SET checkpoint = $3::jsonb,
           progress_done = COALESCE($4::int, progress_done),
           progress_total = COALESCE($5::int, progress_total)
         WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
        [job.id, job.leaseToken, json(checkpoint), progress?.done ?? null, progress?.total ?? null],
      );
      return rows.length === 1;
    },

    /** The heartbeat: false when the lease was lost meanwhile. */
    async renew(job: ClaimedJob, leaseMs: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE jobs SET lease_until = now() + make_interval(secs => $3::float8)
         WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
        [job.id, job.leaseToken, secs(leaseMs)],
      );
      return rows.length === 1;
    },

    async finish(job: ClaimedJob, result: unknown): Promise<boolean> {
      const rows = await db.query(
        `UPDATE jobs SET status = 'done', result = $3::jsonb, error = NULL, lease_token = NULL,
           lease_until = NULL, finished_at = now()
         WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
        [job.id, job.leaseToken, json(result ?? null)],
      );
      return rows.length === 1;
    },

    /**
     * The handler threw: queued again after `retryInMs`, or `failed` for good when null; then
     * `onFailed` runs in the same transaction (the handler's own record fails with the job).
     */
    async refuse(
      job: ClaimedJob,
      error: string,
      retryInMs: number | null,
      onFailed?: (tx: Queryable) => Promise<void>,
    ): Promise<boolean> {
      if (retryInMs === null && onFailed)
        return db.transaction(async (tx) => {
          if (!(await refuseIn(tx, job, error, null))) return false;
          await onFailed(tx);
          return true;
        });
      return refuseIn(db, job, error, retryInMs);
    },

    /**
     * This replica stops: the job is queued again at once for another one, and this claim does
     * not count as an attempt (nothing went wrong with the job).
     */
    async release(job: ClaimedJob): Promise<boolean> {
      const rows = await db.query(
        `UPDATE jobs SET status = 'queued', lease_token = NULL, lease_until = NULL,
           run_after = now(), attempts = GREATEST(attempts - 1, 0)
         WHERE id = $1 AND lease_token = $2 AND status = 'running' RETURNING 1`,
        [job.id, job.leaseToken],
      );
      return rows.length === 1;
    },

    /** Done jobs are kept `days` for their pages and keys, then forgotten (failed ones stay). */
    async forgetDone(days: number): Promise<void> {
      await db.query(
        `DELETE FROM jobs WHERE status = 'done' AND finished_at < now() - make_interval(days => $1)`,
        [days],
      );
    },

    /** When the next job of `kinds` becomes due (queued, or a lease running out), for the timer. */
    async nextDueInMs(kinds: string[]): Promise<number | null> {
      if (kinds.length === 0) return null;
      const row = await db.one<{ ms: number | null }>(
        `SELECT (extract(epoch FROM min(due) - now()) * 1000)::float8 AS ms FROM (
           SELECT min(run_after) AS due FROM jobs WHERE status = 'queued' AND kind = ANY($1::text[])
           UNION ALL
           SELECT min(lease_until) FROM jobs WHERE status = 'running' AND kind = ANY($1::text[])
         ) d`,
        [kinds],
      );
      return row?.ms ?? null;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
