import type { FastifyInstance } from 'fastify';
import { DATA_RETENTION_DAYS } from '@portal/shared/billing/cancellation';
import { billingNow } from '../billing/clock';
import type { Db, Queryable } from '../db/db';
import type { Mailer } from '../delivery/mailer';
import type { Jobs } from '../jobs/types';
import { queueDeletionMails } from './mail';
import { PURGE_JOB_KIND } from './purge-job';
import { shutDown } from './shut-down';

/**
 * The purge of accounts whose subscription ended by cancellation (docs/decisions.md "Cancelling"):
 * the cancel dialog and e-mail promise the data is kept `DATA_RETENTION_DAYS` (90) after access
 * ends; then it goes through the deleted accounts' purge (`account.purge`, purge-job.ts), queued
 * here. A week before, the owner and the billing contacts are told once (`retention_notices`,
 * migration 052), in the owner's language; the purge waits at least that week after the notice.
 *
 * "Ended by cancellation": the account's subscription is CANCELED, its last cancellation was not
 * resumed and the subscription ended at that cancellation's end (a restart, a resume in Stripe's
 * own portal or a renewal moved the end later: it is not this cancellation's end), the account
 * holds no other subscription that is not CANCELED (a new checkout) and no deletion is under way.
 * Times are the billing clock's (billing/clock.ts), as the subscription's end is.
 *
 * Run by a durable job keyed by the day (`account.endedPurge`), queued by every replica's hourly
 * tick (the first one of the day runs it); tests call `sweepEndedAccounts` themselves.
 */
export const ENDED_PURGE_JOB_KIND = 'account.endedPurge';

/** Days before the purge the owner is told. */
export const ENDED_PURGE_NOTICE_DAYS = 7;

const CHECK_EVERY_MS = 60 * 60 * 1000;
const BATCH = 100;

export interface EndedAccountsDeps {
  db: Pick<Db, 'transaction'> & Queryable;
  jobs: Pick<Jobs, 'enqueue' | 'wake'>;
  mailer: Mailer;
  publicUrl: string;
  log: { info(obj: object, msg: string): void };
}

export interface SweepOutcome {
  /** Owners told their data goes in a week. */
  noticed: number;
  /** Purges queued. */
  queued: number;
}

interface Ended {
  account_id: string;
  cancellation_id: string;
  ended_at: Date;
}

/**
 * The accounts whose subscription ended by cancellation (see above) on or before `$1`, with
 * their last cancellation; `$2` narrows to one account (null: all).
 */
const ENDED = `
  SELECT v.account_id, c.id AS cancellation_id, b.current_period_end AS ended_at
  FROM subscriptions v
  JOIN billing_subscriptions b ON b.id::text = v.provider_ref AND b.account_id = v.account_id
  JOIN LATERAL (
    SELECT x.id, x.resumed_at, x.ends_at FROM subscription_cancellations x
    WHERE x.subscription_id = b.id ORDER BY x.requested_at DESC, x.id DESC LIMIT 1
  ) c ON true
  WHERE v.status = 'CANCELED' AND b.status = 'CANCELED' AND c.resumed_at IS NULL
    AND b.current_period_end IS NOT NULL AND b.current_period_end <= $1
    AND b.current_period_end <= c.ends_at + interval '1 day'
    AND ($2::uuid IS NULL OR v.account_id = $2::uuid)
    AND NOT EXISTS (SELECT 1 FROM billing_subscriptions o
                    WHERE o.account_id = v.account_id AND o.status <> 'CANCELED')
    AND NOT EXISTS (SELECT 1 FROM account_deletions d WHERE d.account_id = v.account_id)`;

const days = (n: number) => n * 86_400_000;

/** The account as it stands under its lock: still ended by that cancellation, or not. */
async function stillEnded(tx: Queryable, accountId: string, cancellationId: string, before: Date) {
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  const row = await tx.one<Ended>(`${ENDED}`, [before, accountId]);
  return row && row.cancellation_id === cancellationId ? row : undefined;
}

/**
 * One pass: the owners of accounts within a week of their 90 days are told (once per
 * cancellation); the accounts past both their 90 days and the notice's week are closed (every
 * login ended, sign-in refused) and their purge queued, once (`account_deletions` holds one row
 * per account; the job's key is that row). Each account in its own transaction under its lock,
 * as the owner's deletion request takes it.
 */
export async function sweepEndedAccounts(deps: EndedAccountsDeps): Promise<SweepOutcome> {
  const { db } = deps;
  const outcome: SweepOutcome = { noticed: 0, queued: 0 };
  const now = await billingNow(db);

  // The notice, a week before the 90 days are over.
  const noticeBefore = new Date(
    now.getTime() - days(DATA_RETENTION_DAYS - ENDED_PURGE_NOTICE_DAYS),
  );
  for (;;) {
    const due = await db.query<Ended>(
      `SELECT * FROM (${ENDED}) e
       WHERE NOT EXISTS (SELECT 1 FROM retention_notices n WHERE n.cancellation_id = e.cancellation_id)
       ORDER BY e.ended_at LIMIT ${BATCH}`,
      [noticeBefore, null],
    );
    for (const ended of due) {
      const told = await db.transaction(async (tx) => {
        const row = await stillEnded(tx, ended.account_id, ended.cancellation_id, noticeBefore);
        if (!row) return false;
        const endedAt = new Date(row.ended_at);
        const purgeAfter = new Date(
          Math.max(
            endedAt.getTime() + days(DATA_RETENTION_DAYS),
            now.getTime() + days(ENDED_PURGE_NOTICE_DAYS),
          ),
        );
        const inserted = await tx.one(
          `INSERT INTO retention_notices (cancellation_id, account_id, purge_after)
           VALUES ($1, $2, $3) ON CONFLICT (cancellation_id) DO NOTHING RETURNING 1`,
          [row.cancellation_id, row.account_id, purgeAfter],
        );
        if (!inserted) return false;
        await queueDeletionMails(tx, deps, row.account_id, { kind: 'ending', endedAt, purgeAfter });
        return true;
      });
      if (told) outcome.noticed++;
    }
    if (due.length < BATCH) break;
  }

  // The purge, once the 90 days and the notice's week are over.
  const purgeBefore = new Date(now.getTime() - days(DATA_RETENTION_DAYS));
  for (;;) {
    const due = await db.query<Ended>(
      `SELECT e.* FROM (${ENDED}) e
       JOIN retention_notices n ON n.cancellation_id = e.cancellation_id AND n.purge_after <= $3
       ORDER BY e.ended_at LIMIT ${BATCH}`,
      [purgeBefore, null, now],
    );
    for (const ended of due) {
      const queued = await db.transaction(async (tx) => {
        const row = await stillEnded(tx, ended.account_id, ended.cancellation_id, purgeBefore);
        if (!row) return false;
        const deletion = await tx.one<{ id: string; purge_after: Date }>(
          `INSERT INTO account_deletions (account_id, purge_after) VALUES ($1, now())
           ON CONFLICT (account_id) DO NOTHING RETURNING id, purge_after`,
          [row.account_id],
        );
        if (!deletion) return false;
        // As the owner's deletion: no account on the job, which outlives it.
        const jobId = await deps.jobs.enqueue(
          {
            kind: PURGE_JOB_KIND,
            accountId: null,
            payload: { accountId: row.account_id, deletionId: deletion.id },
            key: deletion.id,
          },
          tx,
        );
        await tx.query('UPDATE account_deletions SET job_id = $2 WHERE id = $1', [
          deletion.id,
          jobId,
        ]);
        await shutDown(tx, row.account_id);
        return true;
      });
      if (queued) {
        outcome.queued++;
        deps.log.info({ accountId: ended.account_id }, 'ended account: purge queued');
      }
    }
    if (due.length < BATCH) break;
  }
  if (outcome.queued > 0) deps.jobs.wake();
  return outcome;
}

/** The daily job and the tick queueing it (not in tests: they call sweepEndedAccounts). */
export function registerEndedAccountsPurge(fastify: FastifyInstance) {
  const deps = (): EndedAccountsDeps => ({
    db: fastify.db,
    jobs: fastify.jobs,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
    log: fastify.log,
  });
  fastify.jobs.register<null, null, SweepOutcome>({
    kind: ENDED_PURGE_JOB_KIND,
    async run() {
      return sweepEndedAccounts(deps());
    },
  });
  if (fastify.config.nodeEnv === 'test') return;
  const tick = () => {
    const day = new Date().toISOString().slice(0, 10);
    fastify.jobs
      .enqueue({ kind: ENDED_PURGE_JOB_KIND, payload: null, key: `${ENDED_PURGE_JOB_KIND}:${day}` })
      .then(() => fastify.jobs.wake())
      .catch((error: unknown) =>
        fastify.log.error({ err: error }, 'ended accounts’ purge not queued'),
      );
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  fastify.addHook('onReady', async () => tick());
  fastify.addHook('onClose', async () => clearInterval(timer));
}
