import type { Locale } from '@portal/shared/i18n/locales';
import { escapeHtml, fill } from '../i18n/format';
import { translate, type ServerMessageId as MessageId } from '../i18n/translate';

/** Where customers write; shown in the e-mails that report a change they may not have made. */
export const SUPPORT_EMAIL = 'support@propertyvideo.app';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export type MailAttachment = {
  filename: string;
  contentType: string;
} & (
  | { content: Buffer; fileKey?: undefined }
  /** Bytes already in the database's file store (db/files.ts) under `fileKey`. */
  | { fileKey: string; size: number; content?: undefined }
);

/** An e-mail's parts as final text, in the customer's language, ready for the layout. */
export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  after?: string[];
  signature: string;
}

interface Paragraphs {
  subject: MessageId;
  subjectParams?: Record<string, string>;
  paragraphs: Array<[MessageId, Record<string, string>?]>;
  action?: { label: MessageId; url: string };
  after?: Array<[MessageId, Record<string, string>?]>;
}

/**
 * One layout for every e-mail of the portal: greeting, paragraphs, an optional button (its address
 * also written out, for mail clients that hide buttons), more paragraphs, signature; HTML and text.
 */
export function layoutMail(locale: Locale, parts: MailParts): MailContent {
  const { subject, greeting, paragraphs, action, after = [], signature } = parts;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    signature,
  ].join('\n\n');

  const p = (line: string) =>
    `<p style="margin:0 0 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b5cad;color:#ffffff;font:bold 16px Arial,Helvetica,sans-serif;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      p(action.url)
    : '';
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

/** The greeting and signature of every e-mail, in the customer's language. */
export function mailFrame(locale: Locale, name: string) {
  return {
    greeting: fill(translate(locale, 'delivery.mail.greeting'), { name }),
    signature: translate(locale, 'delivery.mail.signature'),
  };
}

/** The layout with the delivery catalogue's texts. */
function compose(locale: Locale, name: string, content: Paragraphs): MailContent {
  const t = (id: MessageId, params?: Record<string, string>) => fill(translate(locale, id), params);
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    subject: t(content.subject, content.subjectParams),
    paragraphs: content.paragraphs.map(([id, params]) => t(id, params)),
    action: content.action && { label: t(content.action.label), url: content.action.url },
    after: (content.after ?? []).map(([id, params]) => t(id, params)),
  });
}

export function recoveryMail(locale: Locale, name: string, link: string): MailContent {
  return compose(locale, name, {
    subject: 'delivery.mail.recovery.subject',
    paragraphs: [['delivery.mail.recovery.body']],
    action: { label: 'delivery.mail.recovery.action', url: link },
    after: [['delivery.mail.recovery.ignore']],
  });
}

export function passwordChangedMail(locale: Locale, name: string): MailContent {
  return compose(locale, name, {
    subject: 'delivery.mail.passwordChanged.subject',
    paragraphs: [
      ['delivery.mail.passwordChanged.body'],
      ['delivery.mail.passwordChanged.notYou', { support: SUPPORT_EMAIL }],
    ],
  });
}

export function loginCodeText(locale: Locale, code: string): string {
  return fill(translate(locale, 'delivery.sms.loginCode'), { code });
}

/** "Text the app link": where to get the agents' app and the number to sign in with. */
export function appLinkText(
  locale: Locale,
  links: { appStore: string; googlePlay: string },
  phone: string,
): string {
  return fill(translate(locale, 'delivery.sms.appLink'), { ...links, phone });
}

/** Says what the code is for: whoever holds the phone learns that a number is being linked. */
export function phoneProofCodeText(locale: Locale, code: string): string {
  return fill(translate(locale, 'delivery.sms.phoneProofCode'), { code });
}

/** The code that proves the customer reads the new address of an e-mail change (spec §4). */
export function emailChangeCodeMail(locale: Locale, name: string, code: string): MailContent {
  return compose(locale, name, {
    subject: 'delivery.mail.emailCode.subject',
    subjectParams: { code },
    paragraphs: [['delivery.mail.emailCode.body', { code }]],
    after: [['delivery.mail.emailCode.ignore']],
  });
}

/** The notice to the OLD address once the e-mail changed: the owner learns of a takeover. */
export function emailChangedMail(locale: Locale, name: string, newEmail: string): MailContent {
  return compose(locale, name, {
    subject: 'delivery.mail.emailChanged.subject',
    paragraphs: [
      ['delivery.mail.emailChanged.body', { newEmail }],
      ['delivery.mail.emailChanged.notYou', { support: SUPPORT_EMAIL }],
    ],
  });
}
