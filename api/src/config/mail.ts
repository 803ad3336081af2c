import { definePart, hostOf } from './setting';
import { allowFlag, text, url, wholeNumber, defaulted } from './values';

export interface MailConfig {
  mail: { smtpUrl: string | null; from: string };
  /** Retries of the durable outbox: first wait, then 4x each time (capped at an hour). */
  outbox: { retryMs: number; maxAttempts: number };
}

export const mail = definePart({
  name: 'mail',
  settings: {
    ALLOW_OUTBOX_MAIL: allowFlag(
      '`true` lets `NODE_ENV=production` run without SMTP_URL: every e-mail, recovery links included, is kept in the outbox and never sent.',
    ),
    SMTP_URL: {
      schema: url(['smtp', 'smtps'], 'an smtp:// or smtps:// URL'),
      default: '(none)',
      example: 'smtps://user:pass@smtp.example.com:465',
      description:
        'SMTP server for e-mails (e.g. `smtp://mailpit:1025`, `smtps://user:pass@host:465`); unset: e-mails go to the development outbox.',
    },
    MAIL_FROM: defaulted({
      schema: text(),
      default: 'Property Video <no-reply@propertyvideo.app>',
      description: 'Sender of every e-mail.',
    }),
    OUTBOX_RETRY_MS: defaulted({
      schema: wholeNumber(1),
      default: '30000',
      description:
        'Wait before a refused e-mail or text is tried again; each later try waits 4 times longer, at most an hour.',
    }),
    OUTBOX_MAX_ATTEMPTS: defaulted({
      schema: wholeNumber(1, 100),
      default: '8',
      description:
        'Tries of an e-mail or text before it is marked `failed` (about 4 hours with the default wait).',
    }),
  },
  allows: { ALLOW_OUTBOX_MAIL: 'outboxMail' },
  fallbacks: [
    {
      allow: 'ALLOW_OUTBOX_MAIL',
      names: ['SMTP_URL'],
      refused: (env) => (env.SMTP_URL ? null : 'is required when NODE_ENV=production'),
      risk: 'without it every e-mail, recovery links included, is kept in the development outbox and never sent',
    },
  ],
  read: (env): MailConfig => ({
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
    },
    outbox: { retryMs: env.OUTBOX_RETRY_MS, maxAttempts: env.OUTBOX_MAX_ATTEMPTS },
  }),
  doctor: ({ mail: { smtpUrl } }) => [
    smtpUrl
      ? { part: 'mail', uses: `SMTP (${hostOf(smtpUrl)})`, status: 'real' }
      : {
          part: 'mail',
          uses: 'outbox (kept, never sent)',
          status: 'fallback',
          allowedBy: 'ALLOW_OUTBOX_MAIL',
        },
  ],
});
