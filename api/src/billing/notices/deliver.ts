import { DEFAULT_LOCALE, isLocale } from '@portal/shared/i18n/locales';
import type { Db } from '../../db/db';
import { billingNow } from '../clock';
import type { BillingDeps } from '../invoices/mail';
import { noticeMail } from './mail';
import type { NoticeFacts, NoticeKind } from './notices';
import { billingCopiesSql } from '../details/recipients';

export interface NoticeDeps extends BillingDeps {
  /** The portal's origin (PUBLIC_URL): the e-mails link to its billing tab. */
  publicUrl: string;
}

/** A claimed notice is another replica's for this long: sent by then, or tried again. */
const CLAIM_MS = 10 * 60_000;
/** A notice not queued (the database failed) is tried again after 5 min, 10, 20… up to 12 h. */
const retryDelayMs = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 720) * 60_000;
/** After this many failures (about a day and a half) it is given up, with an error logged. */
const MAX_ATTEMPTS = 10;
const BATCH = 50;

interface ClaimedRow {
  id: string;
  kind: NoticeKind;
  about: string;
  account_id: string;
  subscription_id: string;
  facts: Record<string, unknown>;
  attempts: number;
}

/**
 * Is what the notice tells still so? A renewal paid meanwhile, a restarted subscription, a
 * replaced card: the e-mail would be wrong, so it is not sent (it only waits after a failure).
 */
async function stillTrue(db: Db, notice: ClaimedRow): Promise<boolean> {
  const sql: Record<NoticeKind, string> = {
    renewal_failed: `SELECT 1 AS yes FROM invoices
      WHERE id = $1::uuid AND subscription_id = $2 AND status = 'open'`,
    subscription_ended: `SELECT 1 AS yes FROM billing_subscriptions
      WHERE id = $2 AND status = 'CANCELED' AND $1 = id::text || ':' || period_index`,
    card_expiring: `SELECT 1 AS yes FROM billing_subscriptions
      WHERE id = $2 AND default_payment_method_id = $1 AND status IN ('ACTIVE', 'DISABLED')
        AND NOT cancel_at_period_end`,
  };
  return Boolean(await db.one(sql[notice.kind], [notice.about, notice.subscription_id]));
}

/**
 * E-mails the notices that are due, each by one replica: a notice is claimed by moving its next
 * attempt ahead (rows another replica is claiming are skipped), then its e-mail is queued in the
 * outbox in the same transaction that marks it sent: once, never lost; the outbox worker retries
 * a mail server outage. Returns how many were queued.
 */
export async function deliverNotices(deps: NoticeDeps): Promise<number> {
  const { db, log } = deps;
  const now = await billingNow(db);
  const claimed = await db.query<ClaimedRow>(
    `UPDATE billing_notices SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (SELECT id FROM billing_notices WHERE state = 'pending' AND next_attempt_at <= $1
                  ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, about, account_id, subscription_id, facts, attempts`,
    [now, new Date(now.getTime() + CLAIM_MS)],
  );
  let sent = 0;
  for (const notice of claimed) {
    // The account's language (that of its last sign-in), else the checkout's, else English.
    const to = await db.one<{
      email: string;
      first_name: string;
      locale: string | null;
      checkout_locale: string | null;
      billing_contacts: string[];
    }>(
      `SELECT a.email, a.first_name, a.locale, ${billingCopiesSql('a')} AS billing_contacts,
              (SELECT c.locale FROM checkouts c WHERE c.subscription_id = $2 AND c.locale IS NOT NULL
               ORDER BY c.created_at DESC LIMIT 1) AS checkout_locale
       FROM accounts a WHERE a.id = $1`,
      [notice.account_id, notice.subscription_id],
    );
    if (!to || !(await stillTrue(db, notice))) {
      await db.query(`UPDATE billing_notices SET state = 'stale', done_at = now() WHERE id = $1`, [
        notice.id,
      ]);
      continue;
    }
    const locale = [to.locale, to.checkout_locale].find(isLocale) ?? DEFAULT_LOCALE;
    const facts = { ...notice.facts, kind: notice.kind } as NoticeFacts;
    try {
      // Queued in the outbox with the notice marked sent: the outbox retries the mail server.
      const mail = noticeMail(locale, to.first_name, facts, deps.publicUrl);
      await db.transaction(async (tx) => {
        // The billing contacts (issue 37) and the billing e-mail (issue 39) get it in copy, with it.
        const copies = to.billing_contacts.filter((contact) => contact !== to.email);
        await deps.mailer.sendAll(
          [to.email, ...copies].map((address) => ({ to: address, mail })),
          tx,
        );
        await tx.query(`UPDATE billing_notices SET state = 'sent', done_at = now() WHERE id = $1`, [
          notice.id,
        ]);
      });
    } catch (error) {
      const givenUp = notice.attempts >= MAX_ATTEMPTS;
      await db.query(
        `UPDATE billing_notices SET state = $2, next_attempt_at = $3,
           done_at = CASE WHEN $2 = 'failed' THEN now() END
         WHERE id = $1`,
        [
          notice.id,
          givenUp ? 'failed' : 'pending',
          new Date(now.getTime() + retryDelayMs(notice.attempts)),
        ],
      );
      log.error(
        { err: error, notice: notice.id, kind: notice.kind, attempts: notice.attempts, givenUp },
        'billing notice not sent',
      );
      continue;
    }
    sent++;
  }
  return sent;
}
