import { LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import { SUPPORT_EMAIL, layoutMail, mailFrame, type MailContent } from '../delivery/templates';
import { fill } from '../i18n/format';
import { translate, type ServerMessageId } from '../i18n/translate';

/** The lost-factor recovery's e-mails (issue 38), in the reader's language. */
function compose(
  locale: Locale,
  name: string,
  content: {
    subject: [ServerMessageId, Record<string, string>?];
    paragraphs: Array<[ServerMessageId, Record<string, string>?]>;
    action?: { label: ServerMessageId; url: string };
    after?: Array<[ServerMessageId, Record<string, string>?]>;
  },
): MailContent {
  const t = ([id, params]: [ServerMessageId, Record<string, string>?]) =>
    fill(translate(locale, id), params);
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    subject: t(content.subject),
    paragraphs: content.paragraphs.map(t),
    action: content.action && {
      label: translate(locale, content.action.label),
      url: content.action.url,
    },
    after: (content.after ?? []).map(t),
  });
}

/** A moment in the reader's language, in UTC (said so: the server knows no one's time zone). */
export const dateIn = (locale: Locale, date: Date) =>
  `${new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;

/** The link that starts the recovery (POST /v2/auth/second-factor/lost). */
export function lostFactorMail(locale: Locale, name: string, link: string, hours: number) {
  return compose(locale, name, {
    subject: ['delivery.secondFactor.mail.lost.subject'],
    paragraphs: [['delivery.secondFactor.mail.lost.body', { hours: String(hours) }]],
    action: { label: 'delivery.secondFactor.mail.lost.action', url: link },
    after: [['delivery.secondFactor.mail.lost.ignore']],
  });
}

/** To the person, once the link is opened: when their factors go, and how to stop it. */
export function recoveryStartedMail(locale: Locale, name: string, completesAt: Date) {
  const date = dateIn(locale, completesAt);
  return compose(locale, name, {
    subject: ['delivery.secondFactor.mail.started.subject', { date }],
    paragraphs: [
      ['delivery.secondFactor.mail.started.body', { date }],
      ['delivery.secondFactor.mail.started.notYou', { support: SUPPORT_EMAIL }],
    ],
  });
}

/** To the account's owner: who started a recovery, and when it completes. */
export function recoveryOwnerNotice(
  locale: Locale,
  ownerName: string,
  person: string,
  completesAt: Date,
) {
  return compose(locale, ownerName, {
    subject: ['delivery.secondFactor.mail.ownerNotice.subject'],
    paragraphs: [
      [
        'delivery.secondFactor.mail.ownerNotice.body',
        { person, date: dateIn(locale, completesAt) },
      ],
      ['delivery.secondFactor.mail.ownerNotice.check'],
    ],
  });
}
