import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@portal/shared/i18n/delivery/account-deletion/en-us';
import br from '@portal/shared/i18n/delivery/account-deletion/br';
import de from '@portal/shared/i18n/delivery/account-deletion/de';
import es from '@portal/shared/i18n/delivery/account-deletion/es';
import fr from '@portal/shared/i18n/delivery/account-deletion/fr';
import it_ from '@portal/shared/i18n/delivery/account-deletion/it';
import pt from '@portal/shared/i18n/delivery/account-deletion/pt';
import { catalogueProblems } from '@portal/shared/i18n/completeness';
import { LOCALES } from '@portal/shared/i18n/locales';
import { billingNow } from '../../src/billing/clock';
import {
  ENDED_PURGE_JOB_KIND,
  sweepEndedAccounts,
  type EndedAccountsDeps,
} from '../../src/account-deletion/ended-accounts';
import { deletionMail } from '../../src/account-deletion/mail';
import { PURGE_JOB_KIND } from '../../src/account-deletion/purge-job';
import { advanceBilling, me, paidCustomer } from '../billing-helper';
import { describeEachDb, login } from '../helper';
import { CARDS, tokenise } from '../payments-helper';
import { fullCustomer, identifiersOf, tracesIn } from './deletion-helper';

const DAY_MS = 86_400_000;

/** A day as the e-mails write it in English (UTC). */
const day = (at: Date | string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

describeEachDb(
  'an account whose subscription ended by cancellation is purged after its 90 days',
  (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.buildTestApp();
    });

    const deps = (): EndedAccountsDeps => ({
      db: ctx.db(),
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    const cancel = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v2/billing/cancellation',
        headers,
        payload: { reason: 'temporary' },
      });
    const signsIn = async (email: string, password: string) =>
      (await login(app, email, password)).statusCode;
    const purgeJobs = async (accountId: string) =>
      (
        await ctx
          .db()
          .query<{ id: string }>(
            `SELECT id FROM jobs WHERE kind = $1 AND payload ->> 'accountId' = $2`,
            [PURGE_JOB_KIND, accountId],
          )
      ).length;
    /** The owner restarts an ended subscription in the billing portal, with a new card. */
    async function restart(headers: Record<string, string>) {
      const portal = await app.inject({
        method: 'POST',
        url: '/payments/portal/session',
        headers,
        payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
      });
      const session = new URL(portal.json().url).searchParams.get('session')!;
      const form = (url: string, fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const paymentMethodId = await tokenise(app, CARDS.success);
      const shown = await form('/payments/portal/card', { session, paymentMethodId });
      const amount = /name="amount" value="(\d+)"/.exec(shown.body)?.[1];
      expect(amount, shown.body).toBeDefined();
      const paid = await form('/payments/portal/pay', {
        session,
        paymentMethodId,
        amount: amount!,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }

    it('tells the owner a week before, once; then erases the account, and only it, through the purge', async () => {
      // The customer who cancels and does not come back (everything an account holds).
      const gone = await fullCustomer(app);
      expect(gone.extras).toContain('cancellation 200');
      // Resumed before the end: it renews, and stays.
      const resumed = await paidCustomer(app, CARDS.success);
      expect((await cancel(resumed.headers)).statusCode).toBe(200);
      const resume = await app.inject({
        method: 'POST',
        url: '/v2/billing/cancellation/resume',
        headers: resumed.headers,
      });
      expect(resume.statusCode, resume.body).toBe(200);
      // Ended, then subscribed again in the billing portal.
      const back = await paidCustomer(app, CARDS.success);
      expect((await cancel(back.headers)).statusCode).toBe(200);
      // Ended, and then its owner asked to delete it: its own deletion goes on.
      const deleting = await paidCustomer(app, CARDS.success);
      expect((await cancel(deleting.headers)).statusCode).toBe(200);

      await advanceBilling(app, '32d');
      expect((await me(app, gone.headers)).subscription.status).toBe('CANCELED');
      expect((await me(app, back.headers)).subscription.status).toBe('CANCELED');
      await restart(back.headers);
      expect((await me(app, back.headers)).subscription.status).toBe('ACTIVE');
      const request = await app.inject({
        method: 'POST',
        url: '/v2/account-deletion',
        headers: deleting.headers,
        payload: { password: deleting.password, confirmation: deleting.email },
      });
      expect(request.statusCode, request.body).toBe(200);
      const deletion = await ctx
        .db()
        .one<{ id: string; job_id: string }>(
          'SELECT id, job_id FROM account_deletions WHERE account_id = $1',
          [deleting.id],
        );
      // Ended within its 90 days: nothing to do yet.
      expect(await sweepEndedAccounts(deps())).toEqual({ noticed: 0, queued: 0 });
      // Cancelled later: its 90 days end after the first one's.
      const later = await paidCustomer(app, CARDS.success);
      expect((await cancel(later.headers)).statusCode).toBe(200);

      // A week before the 90 days are over, the owner is told, once, with the day.
      await advanceBilling(app, '83d');
      const endedAt = (await ctx
        .db()
        .one<{ ends_at: Date }>(
          'SELECT ends_at FROM subscription_cancellations WHERE account_id = $1',
          [gone.id],
        ))!.ends_at;
      expect(await sweepEndedAccounts(deps())).toEqual({ noticed: 1, queued: 0 });
      expect(await sweepEndedAccounts(deps())).toEqual({ noticed: 0, queued: 0 });
      const notice = await ctx
        .db()
        .one<{ purge_after: Date }>(
          'SELECT purge_after FROM retention_notices WHERE account_id = $1',
          [gone.id],
        );
      const erasedOn = day(notice!.purge_after);
      // At least the week after the notice, and never before the promised end + 90 days.
      const now = await billingNow(ctx.db());
      expect(new Date(notice!.purge_after).getTime()).toBeGreaterThanOrEqual(
        new Date(endedAt).getTime() + 90 * DAY_MS,
      );
      expect(new Date(notice!.purge_after).getTime()).toBeGreaterThanOrEqual(
        now.getTime() + 7 * DAY_MS - 60_000,
      );
      const mails = (await app.outbox.latest(20, gone.email)).filter((m) =>
        m.subject?.startsWith('Your Property Video data will be erased'),
      );
      expect(mails.map((m) => m.subject)).toEqual([
        `Your Property Video data will be erased on ${erasedOn}`,
      ]);
      expect(mails[0]!.text).toContain(`ended on ${day(endedAt)}`);
      expect(mails[0]!.text).toContain(`On ${erasedOn} this data is erased for good`);
      expect(mails[0]!.text).toContain(`restart your subscription from the billing tab`);
      expect(mails[0]!.text).toContain('/#/additional-info?billing=true');
      // Still the customer's during the week: they sign in, nothing is queued.
      expect(await signsIn(gone.email, gone.password)).toBe(200);
      expect(await purgeJobs(gone.id)).toBe(0);

      // The week is over: one purge, however many replicas look at once.
      await advanceBilling(app, '7d');
      const since = (await ctx.db().one<{ now: Date }>('SELECT now() AS now'))!.now;
      const needles = await identifiersOf(ctx.db(), gone);
      const runs = await Promise.all([sweepEndedAccounts(deps()), sweepEndedAccounts(deps())]);
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
      const queued = await ctx
        .db()
        .query<{ id: string }>('SELECT id FROM jobs WHERE kind = $1 AND created_at >= $2', [
          PURGE_JOB_KIND,
          since,
        ]);
      expect(queued).toHaveLength(1);
      const job = await app.jobs.wait(queued[0]!.id, 60_000);
      expect(job).toMatchObject({ status: 'done', result: { purged: true } });
      expect((await tracesIn(ctx.db(), needles)).found).toEqual({});
      expect(await signsIn(gone.email, gone.password)).toBe(401);
      expect(await sweepEndedAccounts(deps())).toEqual({ noticed: 0, queued: 0 });

      // The others are as they were.
      for (const kept of [resumed, back, later]) {
        expect(await signsIn(kept.email, kept.password)).toBe(200);
        expect(await purgeJobs(kept.id)).toBe(0);
      }
      expect((await me(app, resumed.headers)).subscription.status).toBe('ACTIVE');
      // The deletion under way keeps its own purge, queued once, for the end of its window.
      expect(await purgeJobs(deleting.id)).toBe(1);
      expect(
        await ctx
          .db()
          .one('SELECT id, job_id FROM account_deletions WHERE account_id = $1', [deleting.id]),
      ).toEqual(deletion);
    });

    it('a subscription restarted after its cancellation that later ended unpaid is not purged by it', async () => {
      const owner = await paidCustomer(app, CARDS.success);
      expect((await cancel(owner.headers)).statusCode).toBe(200);
      // As the billing portal's restart, then a grace period that ran out, leave it: the
      // cancellation's end long past, the subscription's last period ended later, unpaid.
      const now = await billingNow(ctx.db());
      const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
      await ctx
        .db()
        .query('UPDATE subscription_cancellations SET ends_at = $2 WHERE account_id = $1', [
          owner.id,
          at(200),
        ]);
      await ctx.db().query(
        `UPDATE billing_subscriptions SET status = 'CANCELED', cancel_at_period_end = false,
         current_period_start = $2, current_period_end = $3 WHERE account_id = $1`,
        [owner.id, at(130), at(100)],
      );
      await ctx
        .db()
        .query(`UPDATE subscriptions SET status = 'CANCELED' WHERE account_id = $1`, [owner.id]);
      expect(await sweepEndedAccounts(deps())).toEqual({ noticed: 0, queued: 0 });
      expect(await signsIn(owner.email, owner.password)).toBe(200);
    });

    it('the daily job runs the same sweep', async () => {
      const id = await app.jobs.enqueue({
        kind: ENDED_PURGE_JOB_KIND,
        payload: null,
        key: `${ENDED_PURGE_JOB_KIND}:test`,
      });
      app.jobs.wake();
      expect(await app.jobs.wait(id, 30_000)).toMatchObject({
        status: 'done',
        result: { noticed: 0, queued: 0 },
      });
    });
  },
);

describe('the notice before the purge', () => {
  it('is written in every language of the portal', () => {
    expect(
      catalogueProblems({ 'en-us': en, fr, pt, es, it: it_, de, br } as Parameters<
        typeof catalogueProblems
      >[0]),
    ).toEqual([]);
    const facts = {
      kind: 'ending' as const,
      endedAt: new Date('2026-03-01T00:00:00Z'),
      purgeAfter: new Date('2026-05-30T00:00:00Z'),
    };
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = deletionMail(locale, 'Ada', facts, 'https://portal.example.com');
      expect(mail.subject, locale).not.toMatch(/\{|\}|delivery\./);
      expect(mail.text, locale).not.toMatch(/\{\w+\}|delivery\.deletion/);
      expect(mail.text, locale).toContain(
        'https://portal.example.com/#/additional-info?billing=true',
      );
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LOCALES.length);
  });
});
