import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APP_STORE_URL, PLAY_STORE_URL, type TAppLinkSent } from '@portal/shared/api/app';
import type { TBulkAppLinkQueued } from '@portal/shared/api/profiles-bulk';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/shared/i18n/locales';
import { toE164 } from '@portal/shared/validation/phone-login';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import type { Queryable } from '../db/db';
import { appLinkText } from '../delivery/templates';
import { AppError } from '../errors/app-error';
import { phoneKey } from '../profiles/profiles-repository';
import {
  checkConfirmed,
  selectionCondition,
  type ProfileSelection,
  type SelectionScope,
} from '../profiles/selection';

/**
 * "Text the app link", one profile or the users tab's selection, one rule for both: never twice
 * within 10 minutes to one agent (profiles.last_texted_at, whichever API instance sent it), and per
 * account per (rolling) day as many texts as it has seats, at least 30 (app_link_texts).
 */
export const APP_LINK_LIMITS = {
  perProfile: { seconds: 10 * 60 },
  perAccount: { seconds: 24 * 60 * 60, texts: (seats: number) => Math.max(30, seats) },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Key of the advisory lock that makes an account's app-link requests wait for each other. */
const APP_LINK_LOCK = 36_003;

/** The profile's template language as a locale of the texts ('en' is the default English). */
const localeOf = (language: string | null): Locale =>
  language && isLocale(language) ? language : DEFAULT_LOCALE;

/** A stored number in E.164 when it parses (Twilio wants it), else its digits and +. */
function dialable(phone: string): string {
  try {
    return toE164(phone);
  } catch {
    return phoneKey(phone);
  }
}

/** A profile to text: its login phone, language, and whether it was texted too recently. */
interface Recipient {
  id: string;
  login_phone: string;
  language: string | null;
  /** Seconds before it may be texted again; null when it may now. */
  wait: number | null;
}

/** Reads the selected profiles with what texting them needs; `where` names the account's. */
const RECIPIENTS = `SELECT id, login_phone, variables->>'designLanguage' AS language,
    CASE WHEN last_texted_at > now() - make_interval(secs => ${APP_LINK_LIMITS.perProfile.seconds})
         THEN extract(epoch FROM last_texted_at + make_interval(secs => ${APP_LINK_LIMITS.perProfile.seconds}) - now())::float8
    END AS wait
  FROM profiles`;

export interface AppLinkRequest {
  /** The caller's account: a profile of another account is a 404. */
  accountId: string;
  profileId: string;
  channel: CodeChannel;
  log: FastifyBaseLogger;
}

export interface BulkAppLinkRequest {
  scope: SelectionScope;
  selection: ProfileSelection;
  /** How many profiles the person confirmed (409 SELECTION_CHANGED when the selection differs). */
  count: number;
  channel: CodeChannel;
  log: FastifyBaseLogger;
}

/**
 * "Text the app link" from the users tab (docs/app-contract.md): the stores' links and the number
 * to sign in with, in each profile's language, queued in the outbox in the transaction that
 * records it (the worker sends them once committed). Only the account's own profiles' login
 * phones are ever texted. Each text is taken from the text budget (delivery/text-budget.ts) too.
 */
export function appLinks(fastify: FastifyInstance) {
  const { db } = fastify;

  /**
   * The account's app-link lock, held until the transaction ends: its requests, on any instance,
   * read who was texted and what is left of the day one after the other, so two of them at once
   * never text one agent twice nor exceed the day together. Agents' sign-ins are not held up.
   */
  const lockAccount = (tx: Queryable, accountId: string) =>
    tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
      APP_LINK_LOCK,
      accountId,
    ]);

  /**
   * Counts `wanted` texts in the account's day (under its lock), or refuses with 429 when they
   * exceed what is left: Retry-After says when enough of the day's texts have aged out.
   */
  async function takeAllowance(tx: Queryable, accountId: string, wanted: number): Promise<void> {
    const { seconds, texts } = APP_LINK_LIMITS.perAccount;
    await tx.query(
      `DELETE FROM app_link_texts
       WHERE account_id = $1 AND texted_at <= now() - make_interval(secs => $2)`,
      [accountId, seconds],
    );
    const seats = await tx.one<{ available_users: number }>(
      'SELECT available_users FROM subscriptions WHERE account_id = $1',
      [accountId],
    );
    const allowance = texts(seats?.available_users ?? 0);
    const sent = await tx.query<{ texts: number; wait: number }>(
      `SELECT texts, extract(epoch FROM texted_at + make_interval(secs => $2) - now())::float8 AS wait
       FROM app_link_texts WHERE account_id = $1 ORDER BY texted_at`,
      [accountId, seconds],
    );
    const used = sent.reduce((sum, row) => sum + row.texts, 0);
    const left = Math.max(0, allowance - used);
    if (wanted <= left) {
      await tx.query('INSERT INTO app_link_texts (account_id, texts) VALUES ($1, $2)', [
        accountId,
        wanted,
      ]);
      return;
    }
    // The oldest texts age out first: wait until they free enough (all of the day's at most).
    let freed = left;
    let wait = seconds;
    for (const row of sent) {
      freed += row.texts;
      if (freed >= Math.min(wanted, allowance)) {
        wait = row.wait;
        break;
      }
    }
    throw new AppError('APP_LINK_TOO_MANY', {
      retryAfterSeconds: Math.max(1, Math.ceil(wait)),
      values: { allowance: String(allowance), left: String(left) },
    });
  }

  /**
   * Queues the texts of `recipients` in `tx` and records them as texted now, after the account's
   * allowance and the text budget took them all (or refused: the transaction then rolls back).
   */
  async function queue(
    tx: Queryable,
    accountId: string,
    recipients: Recipient[],
    channel: CodeChannel,
  ): Promise<{ to: string }[]> {
    if (recipients.length === 0) return [];
    await takeAllowance(tx, accountId, recipients.length);
    const links = { appStore: APP_STORE_URL, googlePlay: PLAY_STORE_URL };
    const texts = recipients.map((recipient) => {
      const to = dialable(recipient.login_phone);
      return { to, text: appLinkText(localeOf(recipient.language), links, to) };
    });
    // A text like any other: each number's and the account's budgets, for the whole batch.
    await fastify.textBudget.takeBatch({
      to: texts.map(({ to }) => to),
      accountIds: [accountId],
      tx,
    });
    await tx.query('UPDATE profiles SET last_texted_at = now() WHERE id = ANY($1::uuid[])', [
      recipients.map(({ id }) => id),
    ]);
    await fastify.messaging.sendAll(texts, channel, tx);
    return texts;
  }

  const checkChannel = (channel: CodeChannel) => {
    if (!fastify.messaging.channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
  };

  return {
    /**
     * POST /v2/companies/{id}/app-link: 404 for a profile of another account, 429
     * APP_LINK_TOO_SOON when it was texted less than 10 minutes ago, 429 APP_LINK_TOO_MANY past
     * the account's day.
     */
    async sendOne({ accountId, profileId, channel, log }: AppLinkRequest): Promise<TAppLinkSent> {
      if (!UUID.test(profileId)) throw new AppError('NOT_FOUND');
      checkChannel(channel);
      const [sent] = await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const profile = await tx.one<Recipient>(`${RECIPIENTS} WHERE id = $1 AND account_id = $2`, [
          profileId,
          accountId,
        ]);
        if (!profile) throw new AppError('NOT_FOUND');
        if (profile.wait !== null)
          throw new AppError('APP_LINK_TOO_SOON', {
            retryAfterSeconds: Math.max(1, Math.ceil(profile.wait)),
          });
        return queue(tx, accountId, [profile], channel);
      });
      log.info({ profileId, channel }, 'app link queued');
      return { phone: sent!.to, channel };
    },

    /**
     * POST /v2/users/me/users/app-link: the selection's profiles, each texted unless it was less
     * than 10 minutes ago (counted as skipped), all in one transaction: 409 SELECTION_CHANGED
     * when the selection does not hold `count` profiles, 429 when the account's day or the text
     * budget cannot take them all; nothing is queued then.
     */
    async sendMany({
      scope,
      selection,
      count,
      channel,
      log,
    }: BulkAppLinkRequest): Promise<TBulkAppLinkQueued> {
      checkChannel(channel);
      const result = await db.transaction(async (tx) => {
        await lockAccount(tx, scope.accountId);
        const params: unknown[] = [];
        const where = selectionCondition(params, scope, selection, fastify.config.jwtSecret);
        const selected = await tx.query<Recipient>(
          `${RECIPIENTS} WHERE ${where} ORDER BY created_at, id`,
          params,
        );
        checkConfirmed(selected.length, count);
        const due = selected.filter((profile) => profile.wait === null);
        await queue(tx, scope.accountId, due, channel);
        return { queued: due.length, skippedRecent: selected.length - due.length };
      });
      log.info({ ...result, channel }, 'app links queued');
      return result;
    },
  };
}
