import { dataKeptUntil } from '@portal/shared/billing/cancellation';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import type { Queryable } from '../../db/db';
import type { Mailer } from '../../delivery/mailer';
import { layoutMail, mailFrame, type MailContent } from '../../delivery/templates';
import { fill } from '../../i18n/format';
import { translate, type ServerMessageId } from '../../i18n/translate';
import { billingCopiesSql } from '../details/recipients';
import { billingTabUrl } from '../notices/mail';

export type CancellationMail = { kind: 'canceled' | 'resumed'; endsAt: Date };

/** A day as the language writes it, in UTC (the period ends at a UTC instant). */
const day = (locale: Locale, at: Date | string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(at),
  );

/** The e-mail telling that the subscription was cancelled (when it ends) or resumed. */
export function cancellationMail(
  locale: Locale,
  name: string,
  who: string,
  facts: CancellationMail,
  publicUrl: string,
): MailContent {
  const t = (id: ServerMessageId, params?: Record<string, string>) =>
    fill(translate(locale, id), params);
  const date = day(locale, facts.endsAt);
  const parts =
    facts.kind === 'canceled'
      ? {
          subject: t('delivery.cancellation.canceled.subject', { date }),
          paragraphs: [
            t('delivery.cancellation.canceled.body', { who }),
            t('delivery.cancellation.canceled.access', {
              date,
              keptUntil: day(locale, dataKeptUntil(facts.endsAt)),
            }),
          ],
          after: [t('delivery.cancellation.canceled.resume', { date })],
        }
      : {
          subject: t('delivery.cancellation.resumed.subject'),
          paragraphs: [t('delivery.cancellation.resumed.body', { who, date })],
          after: [],
        };
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    ...parts,
    action: { label: t('delivery.cancellation.action'), url: billingTabUrl(publicUrl) },
  });
}

/**
 * Queues the e-mail for the account's owner and, in copy, its billing contacts (issue 37) and
 * billing e-mail (billing details), in the caller's transaction and the owner's language.
 */
export async function queueCancellationMails(
  tx: Queryable,
  deps: { mailer: Mailer; publicUrl: string },
  caller: { accountId: string; name: string; email: string },
  facts: CancellationMail,
) {
  const to = await tx.one<{
    email: string;
    first_name: string;
    locale: string | null;
    billing_contacts: string[];
  }>(
    `SELECT a.email, a.first_name, a.locale, ${billingCopiesSql('a')} AS billing_contacts
     FROM accounts a WHERE a.id = $1`,
    [caller.accountId],
  );
  if (!to) return;
  const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
  const mail = cancellationMail(
    locale,
    to.first_name,
    caller.name || caller.email,
    facts,
    deps.publicUrl,
  );
  const copies = to.billing_contacts.filter((contact) => contact !== to.email);
  await deps.mailer.sendAll(
    [to.email, ...copies].map((address) => ({ to: address, mail })),
    tx,
  );
}
