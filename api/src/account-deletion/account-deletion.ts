import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import {
  DELETION_WINDOW_DAYS,
  confirmationMatches,
  type TAccountDeletionAnswer,
  type TAccountDeletionRequest,
} from '@portal/shared/api/account-deletion';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { verifyPassword } from '../auth/passwords';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import type { JobView } from '../jobs/types';
import type { SignInClient } from '../second-factor/login-gate';
import { revokeAppleTokens } from './apple-tokens';
import { queueDeletionMails } from './mail';
import { shutDown } from './shut-down';
import { registerEndedAccountsPurge } from './ended-accounts';
import { PURGE_JOB_KIND, purgeJob } from './purge-job';

/** How long the offer to undo a deletion, made at a sign-in, stays usable. */
export const RESTORE_TOKEN_TTL_SECONDS = 15 * 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AccountDeletion {
  /** Whether the owner must give an authenticator app's code with the request. */
  codeRequired(accountId: string): Promise<boolean>;
  /**
   * The owner's request (password, second factor where set, the typed e-mail): at once the
   * subscription is cancelled, every portal and app session ends, sign-in is refused; the purge
   * is queued for the end of the window. Asked again, it answers the same window.
   */
  request(
    accountId: string,
    body: TAccountDeletionRequest,
    ip: string,
  ): Promise<TAccountDeletionAnswer>;
  /** The owner's undo, with the token the refused sign-in offered: the session. */
  restore(token: string, client: SignInClient): Promise<TLoginResponse>;
  /**
   * Development and tests: the purge runs now, as if the window had passed (its job waited for
   * at most `waitMs`). Null when the account has no deletion under way.
   */
  purgeNow(accountId: string, waitMs: number): Promise<JobView | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletion: AccountDeletion;
  }
}

interface DeletionRow {
  id: string;
  account_id: string;
  purge_after: Date;
  job_id: string | null;
}

async function pendingDeletion(q: Queryable, accountId: string): Promise<DeletionRow | undefined> {
  return q.one<DeletionRow>(
    'SELECT id, account_id, purge_after, job_id FROM account_deletions WHERE account_id = $1',
    [accountId],
  );
}

export default fp(
  async function accountDeletionPlugin(fastify) {
    const { db, jobs, loginGate, secondFactor: secondFactorService, loginLimiter } = fastify;
    const mails = { mailer: fastify.mailer, publicUrl: fastify.config.publicUrl };
    jobs.register(purgeJob(fastify));
    // Accounts whose subscription ended by cancellation, 90 days on (ended-accounts.ts).
    registerEndedAccountsPurge(fastify);

    // The window refuses every sign-in to the account; its owner is offered the undo.
    loginGate.addSessionCheck(async (person) => {
      const deletion = await pendingDeletion(db, person.accountId);
      if (!deletion) return;
      const purgeAfter = new Date(deletion.purge_after);
      if (person.memberId || purgeAfter.getTime() <= Date.now())
        throw new AppError('ACCOUNT_DELETED');
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `UPDATE account_deletions SET restore_token_hash = $2,
           restore_token_expires = now() + make_interval(secs => $3)
         WHERE id = $1`,
        [deletion.id, sha256(token), RESTORE_TOKEN_TTL_SECONDS],
      );
      fastify.log.info({ accountId: person.accountId }, 'sign-in during deletion: undo offered');
      throw new AppError('ACCOUNT_DELETION_PENDING', {
        restore: { token, purgeAfter: purgeAfter.toISOString() },
      });
    });

    const service: AccountDeletion = {
      async codeRequired(accountId) {
        return secondFactorService.hasTotp({ accountId, memberId: null });
      },

      async request(accountId, body, ip) {
        const account = await db.one<{ email: string; password_hash: string }>(
          'SELECT email, password_hash FROM accounts WHERE id = $1',
          [accountId],
        );
        if (!account) throw new AppError('NOT_FOUND');
        if (!confirmationMatches(body.confirmation, account.email))
          throw new AppError('DELETION_CONFIRMATION_WRONG', {
            fields: { confirmation: 'delivery.deletion.error.confirmation' },
          });
        // Counted like a sign-in: a stolen session guesses the password no faster than the login.
        const reservation = await loginLimiter.reserve(account.email, ip);
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        if (!(await verifyPassword(account.password_hash, body.password)))
          throw new AppError('PASSWORD_WRONG', { fields: { password: 'errors.passwordWrong' } });
        await secondFactorService.requireCurrentFactor({ accountId, memberId: null }, body.code);
        await reservation.succeeded();

        const { deletion, cancelled } = await db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
          const existing = await pendingDeletion(tx, accountId);
          if (existing) return { deletion: existing, cancelled: [] };
          const row = (await tx.one<DeletionRow>(
            `INSERT INTO account_deletions (account_id, purge_after)
             VALUES ($1, now() + make_interval(days => $2))
             RETURNING id, account_id, purge_after, job_id`,
            [accountId, DELETION_WINDOW_DAYS],
          ))!;
          // No account on the job: it deletes the account, and must outlive it.
          const jobId = await jobs.enqueue(
            {
              kind: PURGE_JOB_KIND,
              accountId: null,
              payload: { accountId, deletionId: row.id },
              key: row.id,
            },
            tx,
          );
          await tx.query('UPDATE jobs SET run_after = $2 WHERE id = $1', [jobId, row.purge_after]);
          await tx.query('UPDATE account_deletions SET job_id = $2 WHERE id = $1', [row.id, jobId]);
          const ended = await shutDown(tx, accountId);
          // The owner (billing contacts and billing e-mail in copy) hears it with the deletion.
          await queueDeletionMails(tx, mails, accountId, {
            kind: 'requested',
            purgeAfter: new Date(row.purge_after),
          });
          return { deletion: { ...row, job_id: jobId }, cancelled: ended };
        });
        // A provider that renews on its own (Stripe) is told to stop; the local engine's rows are
        // its own, already cancelled above.
        for (const sub of cancelled) {
          const provider = fastify.billing.provider;
          if (sub.provider !== provider.name || provider.renewsInPortal) continue;
          await fastify.billing.provider
            .setRenewal({
              subscriptionRef: sub.provider_ref,
              cancelAtPeriodEnd: true,
              comment: 'account deleted',
            })
            .catch((error: unknown) =>
              fastify.log.error({ err: error, accountId }, 'Stripe renewal not turned off'),
            );
        }
        // Sign in with Apple's tokens revoked at Apple now; one Apple did not answer is the purge's.
        await revokeAppleTokens(fastify, accountId).catch((error: unknown) =>
          fastify.log.error({ err: error, accountId }, 'Apple tokens not revoked'),
        );
        fastify.log.info({ accountId }, 'account deletion requested');
        return { purgeAfter: new Date(deletion.purge_after).toISOString() };
      },

      async restore(token, client) {
        const accountId = await db.transaction(async (tx) => {
          const row = await tx.one<DeletionRow>(
            `SELECT id, account_id, purge_after, job_id FROM account_deletions
             WHERE restore_token_hash = $1 AND restore_token_expires > now()
               AND purge_after > now()
             FOR UPDATE`,
            [sha256(token)],
          );
          if (!row) throw new AppError('ACCOUNT_RESTORE_INVALID');
          // A purge already under way is not stopped halfway.
          if (row.job_id) {
            const job = await tx.one<{ status: string }>(
              'SELECT status FROM jobs WHERE id = $1 FOR UPDATE',
              [row.job_id],
            );
            if (job && job.status !== 'queued') throw new AppError('ACCOUNT_RESTORE_INVALID');
            await tx.query('DELETE FROM jobs WHERE id = $1', [row.job_id]);
          }
          await tx.query('DELETE FROM account_deletions WHERE id = $1', [row.id]);
          await queueDeletionMails(tx, mails, row.account_id, { kind: 'restored' });
          return row.account_id;
        });
        fastify.log.info({ accountId }, 'account deletion undone by its owner');
        return loginGate.carry({ accountId, memberId: null, client });
      },

      async purgeNow(accountId, waitMs) {
        const deletion = await pendingDeletion(db, accountId);
        if (!deletion?.job_id) return null;
        await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE account_deletions SET purge_after = LEAST(purge_after, now()),
               restore_token_hash = NULL WHERE id = $1`,
            [deletion.id],
          );
          await tx.query(
            `UPDATE jobs SET run_after = LEAST(run_after, now()) WHERE id = $1 AND status = 'queued'`,
            [deletion.job_id],
          );
        });
        jobs.wake();
        return (await jobs.wait(deletion.job_id, waitMs)) ?? null;
      },
    };
    fastify.decorate('accountDeletion', service);
  },
  {
    name: 'account-deletion',
    dependencies: [
      'config',
      'db',
      'mailer',
      'jobs',
      'login-gate',
      'login-limiter',
      'second-factor-service',
      'social-sign-in',
      'assets-repository',
      'billing',
    ],
  },
);
