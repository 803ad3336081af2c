import { LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { MailContent } from '../../delivery/templates';
import { translate } from '../../i18n/translate';
import { fill } from '../../delivery/templates';
import { billingText, type BillingMessageId } from '../i18n/catalogue';
import type { NoticeFacts } from './notices';

/** Where every notice sends the customer: the portal's billing tab (spec §2), which opens the billing portal. */
export const billingTabUrl = (publicUrl: string) => `${publicUrl}/#/additional-info?billing=true`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The card networks' own names; any other brand is "Card" in the customer's language. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

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
      const brand = BRAND_NAMES[facts.brand] ?? t('notice.card.unknown');
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
 * A notice's e-mail in the customer's language, HTML and text, in the layout of the portal's other
 * e-mails (delivery/templates.ts): greeting, what happened, a button to the billing tab with its
 * address written out, what happens next, signature.
 */
export function noticeMail(
  locale: Locale,
  name: string,
  facts: NoticeFacts,
  publicUrl: string,
): MailContent {
  const { subject: subjectId, paragraphs, action: actionId, after } = content(locale, facts);
  const subject = billingText(locale, subjectId);
  const greeting = fill(translate(locale, 'delivery.mail.greeting'), { name });
  const signature = translate(locale, 'delivery.mail.signature');
  const action = { label: billingText(locale, actionId), url: billingTabUrl(publicUrl) };

  const text = [
    greeting,
    ...paragraphs,
    `${action.label}:\n${action.url}`,
    ...after,
    signature,
  ].join('\n\n');

  const p = (line: string) =>
    `<p style="margin:0 0 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933">${escapeHtml(line)}</p>`;
  const button =
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font:bold 16px Arial,Helvetica,sans-serif;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    p(action.url);
  const html = `<!doctype html>
<html lang="${locale === 'br' ? 'pt-BR' : locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font:bold 20px Arial,Helvetica,sans-serif;color:#0b5cad">Property Video</p>
${[greeting, ...paragraphs].map(p).join('\n')}
${button}
${[...after, signature].map(p).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}
