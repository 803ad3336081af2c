import { LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import { cardBrandName } from '@portal/shared/payments/card';
import { formatAmount } from '@portal/shared/payments/prices';
import { layoutMail, mailFrame, type MailContent } from '../../delivery/templates';
import { billingText, type BillingMessageId } from '../i18n/catalogue';
import type { NoticeFacts } from './notices';

/** Where every notice sends the customer: the portal's billing tab (spec §2), which opens the billing portal. */
export const billingTabUrl = (publicUrl: string) => `${publicUrl}/#/additional-info?billing=true`;

/** A deadline: the date in the language's own way and the time, in UTC (said so). */
const dateTime = (locale: Locale, iso: string) =>
  `${new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
const dateOnly = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

interface Content {
  subject: BillingMessageId;
  paragraphs: string[];
  action: BillingMessageId;
  after: string[];
}

function content(locale: Locale, facts: NoticeFacts): Content {
  const t = (id: BillingMessageId, params?: Record<string, string>) =>
    billingText(locale, id, params);
  switch (facts.kind) {
    case 'renewal_failed': {
      const amount = formatAmount(facts.amount, facts.currency, LOCALE_TAGS[locale]);
      return {
        subject: 'notice.failed.subject',
        paragraphs: [
          t('notice.failed.body', { amount }),
          t('notice.failed.grace', { date: dateTime(locale, facts.graceExpires) }),
          t('notice.failed.fix'),
        ],
        action: 'notice.failed.action',
        after: [t('notice.failed.after')],
      };
    }
    case 'subscription_ended': {
      const date = dateOnly(locale, facts.endedAt);
      const why = (
        {
          unpaid: 'notice.ended.unpaid',
          canceled: 'notice.ended.canceled',
          card: 'notice.ended.card',
        } as const
      )[facts.reason];
      return {
        subject: 'notice.ended.subject',
        paragraphs: [t(why, { date }), t('notice.ended.users'), t('notice.ended.restart')],
        action: 'notice.ended.action',
        after: [],
      };
    }
    case 'card_expiring': {
      const brand = cardBrandName(facts.brand) ?? t('notice.card.unknown');
      const card = t('notice.card', { brand, last4: facts.last4 });
      const expiry = `${String(facts.expMonth).padStart(2, '0')}/${facts.expYear}`;
      const date = dateOnly(locale, facts.renewsAt);
      return {
        subject: 'notice.expiring.subject',
        paragraphs: [t('notice.expiring.body', { card, expiry, date }), t('notice.expiring.fix')],
        action: 'notice.expiring.action',
        after: [t('notice.expiring.after', { date })],
      };
    }
  }
}

/**
 * A notice's e-mail in the customer's language, in the portal's one e-mail layout: what happened,
 * a button to the billing tab, what happens next.
 */
export function noticeMail(
  locale: Locale,
  name: string,
  facts: NoticeFacts,
  publicUrl: string,
): MailContent {
  const { subject, paragraphs, action, after } = content(locale, facts);
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    subject: billingText(locale, subject),
    paragraphs,
    action: { label: billingText(locale, action), url: billingTabUrl(publicUrl) },
    after,
  });
}
