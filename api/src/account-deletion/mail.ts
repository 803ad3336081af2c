import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../db/db';
import type { Mailer } from '../delivery/mailer';
import { layoutMail, mailFrame, type MailContent } from '../delivery/templates';
import { fill } from '../i18n/format';
import { translate, type ServerMessageId } from '../i18n/translate';
import { billingCopiesSql } from '../billing/details/recipients';
import { billingTabUrl } from '../billing/notices/mail';

/**
 * What the e-mail tells: the deletion asked for (erased on `purgeAfter`), or undone; or, a week
 * before, that the data of a subscription that ended by cancellation (on `endedAt`) is erased on
 * `purgeAfter` unless the subscription restarts.
 */
export type DeletionMail =
  | { kind: 'requested'; purgeAfter: Date }
  | { kind: 'restored' }
  | { kind: 'ending'; endedAt: Date; purgeAfter: Date };

/** A day as the language writes it, in UTC. */
const day = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/** The login page: signing in during the window offers the undo. */
const loginUrl = (publicUrl: string) => `${publicUrl}/#/login`;

/** The e-mail saying the account will be erased on a date (and how to undo it), or was restored. */
export function deletionMail(
  locale: Locale,
  name: string,
  facts: DeletionMail,
  publicUrl: string,
): MailContent {
  const t = (id: ServerMessageId, params?: Record<string, string>) =>
    fill(translate(locale, id), params);
  if (facts.kind === 'requested') {
    const date = day(locale, facts.purgeAfter);
    return layoutMail(locale, {
      ...mailFrame(locale, name),
      subject: t('delivery.deletion.requested.subject', { date }),
      paragraphs: [
        t('delivery.deletion.requested.body'),
        t('delivery.deletion.requested.then', { date }),
        t('delivery.deletion.requested.undo', { date }),
      ],
      action: { label: t('delivery.deletion.requested.action'), url: loginUrl(publicUrl) },
      after: [t('delivery.deletion.requested.notYou')],
    });
  }
  if (facts.kind === 'ending') {
    const date = day(locale, facts.purgeAfter);
    return layoutMail(locale, {
      ...mailFrame(locale, name),
      subject: t('delivery.deletion.ending.subject', { date }),
      paragraphs: [
        t('delivery.deletion.ending.body', { ended: day(locale, facts.endedAt) }),
        t('delivery.deletion.ending.then', { date }),
        t('delivery.deletion.ending.keep', { date }),
      ],
      action: { label: t('delivery.deletion.ending.action'), url: billingTabUrl(publicUrl) },
    });
  }
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    subject: t('delivery.deletion.restored.subject'),
    paragraphs: [t('delivery.deletion.restored.body'), t('delivery.deletion.restored.billing')],
    action: { label: t('delivery.deletion.restored.action'), url: loginUrl(publicUrl) },
  });
}

/**
 * Queues the e-mail for the account's owner and, in copy, its billing contacts and the billing
 * e-mail of its billing details (as billing notices are), in the caller's transaction (it is sent
 * iff the deletion or its undo commits) and the owner's language.
 */
export async function queueDeletionMails(
  tx: Queryable,
  deps: { mailer: Mailer; publicUrl: string },
  accountId: string,
  facts: DeletionMail,
) {
  const to = await tx.one<{
    email: string;
    first_name: string;
    locale: string | null;
    copies: string[];
  }>(
    `SELECT a.email, a.first_name, a.locale, ${billingCopiesSql('a')} AS copies
     FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  if (!to) return;
  const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
  const mail = deletionMail(locale, to.first_name, facts, deps.publicUrl);
  const copies = [...new Set(to.copies)].filter((address) => address !== to.email);
  await deps.mailer.sendAll(
    [to.email, ...copies].map((address) => ({ to: address, mail })),
    tx,
  );
}
