import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared/i18n/locales';
import { advanceClock, billingNow } from '../../src/billing/clock';
import { billingText } from '../../src/billing/i18n/catalogue';
import { runBillingJob } from '../../src/billing/job';
import { advanceBilling, me } from '../billing-helper';
import { createAccount, describeEachDb, login } from '../helper';
import { CARDS, checkoutBody, postCheckout, tokenise } from '../payments-helper';
import { bearer } from '../profiles-helper';
import { startSmtpServer, type SmtpRefusal } from '../support/smtp';

const DAY = 86_400_000;
const PORTAL = 'http://portal.test';
/** The billing tab of the portal (spec §2: /additional-info?billing=true). */
const BILLING_TAB = `${PORTAL}/#/additional-info?billing=true`;
const FROM = 'Property Video <no-reply@propertyvideo.test>';
const NOTICE_SUBJECTS = new Set(
  LOCALES.flatMap((locale) =>
    (['notice.failed.subject', 'notice.ended.subject', 'notice.expiring.subject'] as const).map(
      (id) => billingText(locale, id),
    ),
  ),
);

/** A date as the e-mails write it: long, in the language's own way, the time in UTC. */
const dateTime = (date: Date, tag: string) =>
  `${new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
const dateOnly = (date: Date, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

describe('billing notices through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** What the mail server answers to every message while set. */
  let refusing: SmtpRefusal | null = null;
  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: () => refusing });
  });
  afterAll(() => smtp.close());

  describeEachDb('dunning e-mails', (ctx) => {
    let app: FastifyInstance;
    const smtpConfig = () => ({
      publicUrl: PORTAL,
      mail: { smtpUrl: smtp.url, from: FROM },
      outbox: { retryMs: 100, maxAttempts: 8 },
    });
    beforeAll(async () => {
      app = await ctx.buildTestApp(smtpConfig());
    });
    // Each test starts with the engine's clock at the real time.
    beforeEach(async () => {
      await ctx.db().query('UPDATE billing_clock SET offset_ms = 0');
    });

    /** The notices e-mailed to an address (the checkout's receipt and others left out). */
    const mailsTo = (email: string) =>
      smtp.received.filter((m) => m.envelopeTo.includes(email) && NOTICE_SUBJECTS.has(m.subject!));
    const runJob = (replica: FastifyInstance) =>
      runBillingJob({
        db: replica.db,
        mailer: replica.mailer,
        log: replica.log,
        provider: replica.billing.provider,
        publicUrl: replica.config.publicUrl,
        seller: replica.config.seller,
      });
    /** The job queues the e-mails; the outbox worker sends them: wait until none is left. */
    async function drained() {
      for (let i = 0; i < 400; i++) {
        const left = await ctx
          .db()
          .one<{ n: number }>(
            `SELECT count(*)::int AS n FROM outbox_messages WHERE state IN ('queued', 'sending')`,
          );
        if (!left?.n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the outbox did not send its e-mails');
    }
    const jobOf = async (replica: FastifyInstance) => {
      await runJob(replica);
      await drained();
    };
    /** Moves the engine's clock and runs the job, as `npm run billing -- advance 32d` does. */
    async function advance(by: string) {
      expect((await advanceBilling(app, by)).error).toBeNull();
      await drained();
    }

    /** Pays at the checkout (in `language`) with a fresh card, then opens the account. */
    async function buyer(
      number: string,
      options: {
        language?: string;
        interval?: 'month' | 'year';
        users?: number;
        expMonth?: number;
        expYear?: number;
      } = {},
    ) {
      const card = {
        ...(options.expMonth && { expMonth: options.expMonth }),
        ...(options.expYear && { expYear: options.expYear }),
      };
      const paymentMethodId = await tokenise(app, number, card);
      const body = checkoutBody({
        paymentMethodId,
        interval: options.interval ?? 'month',
        users: options.users ?? 2,
      });
      const res = await postCheckout(
        app,
        body,
        randomUUID(),
        options.language ? { 'accept-language': options.language } : {},
      );
      const paid = res.json() as { status: string; claimToken?: string };
      expect(paid.status).toBe('succeeded');
      const email = (body.customer as { email: string }).email;
      // The account opened with the checkout's claim owns the paid subscription.
      const account = await createAccount(app, {
        email,
        firstName: 'Jörg',
        ...(paid.claimToken && { claim: paid.claimToken }),
      });
      const token = (await login(app, account.email, account.password)).json().token as string;
      return { ...account, headers: bearer(token), paymentMethodId };
    }

    it('a failed renewal is e-mailed once, in the language of the checkout, with the amount, the end of grace and the billing tab; the end of grace is e-mailed too', async () => {
      const customer = await buyer(CARDS.renewalsFail, { language: 'de', users: 2 });
      await advance('1m');
      expect(mailsTo(customer.email)).toEqual([]);

      await advance('32d');
      const pastDue = await me(app, customer.headers);
      expect(pastDue.subscription.status).toBe('PAST_DUE');
      const grace = new Date(pastDue.subscription.graceExpires!);
      expect(mailsTo(customer.email)).toHaveLength(1);
      const [failed] = mailsTo(customer.email);
      expect(failed!.from?.value[0]?.address).toBe('no-reply@propertyvideo.test');
      expect(failed!.subject).toBe('Zahlung für Ihr Property-Video-Abonnement fehlgeschlagen');
      expect(failed!.text).toContain('Hallo Jörg,');
      // 2 users at USD 39: dollars keep their decimal point in every language.
      expect(failed!.text).toContain('$78.00');
      expect(failed!.text).toContain(dateTime(grace, 'de-DE'));
      expect(failed!.text).toContain(BILLING_TAB);
      expect(failed!.text).toContain('Ihr Property-Video-Team');
      expect(failed!.html).toContain('lang="de"');
      expect(failed!.html).toContain(`href="${BILLING_TAB}"`);
      expect(failed!.html).toContain('Zahlungsdaten aktualisieren');
      expect(failed!.html).toContain(dateTime(grace, 'de-DE'));

      // The daily retry fails again: the customer was told already.
      await advance('1441m');
      const attempts = await ctx.db().one<{ attempts: number }>(
        `SELECT i.attempt_count AS attempts FROM invoices i
           JOIN billing_customers c ON c.id = i.customer_id
         WHERE c.account_id = $1 AND i.status = 'open'`,
        [customer.id],
      );
      expect(attempts!.attempts).toBe(2);
      expect(mailsTo(customer.email)).toHaveLength(1);

      // Grace is over: the subscription ends, the app users are switched off, and the owner is told.
      await advance('7d');
      expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');
      expect(mailsTo(customer.email)).toHaveLength(2);
      const ended = mailsTo(customer.email)[1]!;
      expect(ended.subject).toBe('Ihr Property-Video-Abonnement ist beendet');
      expect(ended.text).toContain('Hallo Jörg,');
      expect(ended.text).toContain('App-Benutzer');
      expect(ended.text).toContain(BILLING_TAB);
      expect(ended.html).toContain(`href="${BILLING_TAB}"`);

      await advance('1d');
      await advance('1m');
      expect(mailsTo(customer.email)).toHaveLength(2);
    });

    it('a card that will not pay the next renewal is e-mailed once, in the account’s language; when the period ends, so is the end', async () => {
      const now = await billingNow(ctx.db());
      // Valid to the end of this month, the renewal is a month away.
      const expMonth = now.getUTCMonth() + 1;
      const expYear = now.getUTCFullYear();
      const customer = await buyer(CARDS.success, { expMonth, expYear });
      // The language of the account's last sign-in (a phone or social sign-in records it).
      await ctx.db().query(`UPDATE accounts SET locale = 'fr' WHERE id = $1`, [customer.id]);

      await advance('2d');
      const disabled = await me(app, customer.headers);
      expect(disabled.subscription.status).toBe('DISABLED');
      expect(mailsTo(customer.email)).toHaveLength(1);
      const [expiring] = mailsTo(customer.email);
      expect(expiring!.subject).toBe('La carte de votre abonnement Property Video expire');
      expect(expiring!.text).toContain('Bonjour Jörg,');
      expect(expiring!.text).toContain('Visa se terminant par 4242');
      expect(expiring!.text).toContain(`${String(expMonth).padStart(2, '0')}/${expYear}`);
      const sub = await ctx
        .db()
        .one<{ current_period_end: Date }>(
          'SELECT current_period_end FROM billing_subscriptions WHERE account_id = $1',
          [customer.id],
        );
      const renewal = new Date(sub!.current_period_end);
      expect(expiring!.text).toContain(dateOnly(renewal, 'fr-FR'));
      expect(expiring!.text).toContain(BILLING_TAB);
      expect(expiring!.html).toContain('lang="fr"');
      expect(expiring!.html).toContain(`href="${BILLING_TAB}"`);

      // The job runs every minute: the card is announced once.
      await advance('1m');
      await advance('1d');
      expect(mailsTo(customer.email)).toHaveLength(1);

      // The period ends without a card that pays it: DISABLED -> CANCELED, and the owner is told.
      await advance('30d');
      expect((await me(app, customer.headers)).subscription.status).toBe('CANCELED');
      expect(mailsTo(customer.email)).toHaveLength(2);
      const ended = mailsTo(customer.email)[1]!;
      expect(ended.subject).toBe('Votre abonnement Property Video est terminé');
      expect(ended.text).toContain(BILLING_TAB);
      expect(ended.html).toContain(`href="${BILLING_TAB}"`);
    });

    it('a card that expires months before a yearly renewal is announced in the 30 days before it expires, not before', async () => {
      const now = await billingNow(ctx.db());
      // Valid to the end of the month two months from now (60 to 91 days), renewal in a year.
      const in60 = new Date(now.getTime() + 60 * DAY);
      const customer = await buyer(CARDS.success, {
        interval: 'year',
        expMonth: in60.getUTCMonth() + 1,
        expYear: in60.getUTCFullYear(),
      });
      await advance('1m');
      // The portal already warns (DISABLED); the e-mail waits for the last 30 days of the card.
      expect((await me(app, customer.headers)).subscription.status).toBe('DISABLED');
      expect(mailsTo(customer.email)).toEqual([]);
      await advance('29d');
      expect(mailsTo(customer.email)).toEqual([]);
      await advance('33d');
      expect(mailsTo(customer.email)).toHaveLength(1);
      expect(mailsTo(customer.email)[0]!.subject).toBe(
        'The card for your Property Video subscription is expiring',
      );
      await advance('1d');
      expect(mailsTo(customer.email)).toHaveLength(1);
    });

    it('two replicas running the job at once send each e-mail once', async () => {
      const customer = await buyer(CARDS.renewalsFail);
      const second = await ctx.buildTestApp(smtpConfig());
      await advanceClock(ctx.db(), 32 * DAY);
      await Promise.all([jobOf(app), jobOf(second), jobOf(app), jobOf(second)]);
      expect((await me(app, customer.headers)).subscription.status).toBe('PAST_DUE');
      expect(mailsTo(customer.email)).toHaveLength(1);
      await Promise.all([jobOf(app), jobOf(second)]);
      expect(mailsTo(customer.email)).toHaveLength(1);
    });

    it('a notice the mail server refuses for a while is sent by the outbox once it takes it, once', async () => {
      const unlucky = await buyer(CARDS.renewalsFail);
      refusing = { code: 451, text: '4.3.2 Try again later' };
      await advanceClock(ctx.db(), 32 * DAY);
      await runJob(app);
      // The renewal failed and was recorded; its e-mail waits in the outbox, refused so far.
      expect((await me(app, unlucky.headers)).subscription.status).toBe('PAST_DUE');
      const waiting = async () =>
        (await app.outbox.latest(5, unlucky.email)).find((m) => NOTICE_SUBJECTS.has(m.subject!));
      for (let i = 0; i < 100 && !(await waiting())?.lastError; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await waiting()).toMatchObject({
        state: 'queued',
        lastError: '451 4.3.2 Try again later',
      });
      expect(mailsTo(unlucky.email)).toEqual([]);

      // The mail server takes it again: the outbox's next attempt delivers it, once.
      refusing = null;
      await drained();
      expect(mailsTo(unlucky.email)).toHaveLength(1);
      expect(mailsTo(unlucky.email)[0]!.subject).toBe(
        'Payment failed for your Property Video subscription',
      );
      await advanceClock(ctx.db(), 60 * 60_000);
      await jobOf(app);
      expect(mailsTo(unlucky.email)).toHaveLength(1);
    });
  });
});
