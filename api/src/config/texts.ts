import { definePart, noSlash } from './setting';
import { allowFlag, httpUrl, text, defaulted } from './values';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Sender of text messages (a number or a messaging service id). */
  from: string;
  /** Sender on the messaging app, e.g. whatsapp:+14155238886; null: that option is off. */
  whatsappFrom: string | null;
  apiUrl: string;
}

export interface TextsConfig {
  /** Text messages and the messaging-app option; null keeps them in the outbox. */
  twilio: TwilioConfig | null;
}

export const texts = definePart({
  name: 'SMS/WhatsApp',
  settings: {
    ALLOW_OUTBOX_SMS: allowFlag(
      '`true` lets `NODE_ENV=production` run without Twilio: sign-in codes by SMS or WhatsApp are kept in the outbox and never sent.',
    ),
    TWILIO_ACCOUNT_SID: {
      schema: text(),
      default: '(none)',
      example: 'AC…',
      description:
        'Twilio account: with TWILIO_AUTH_TOKEN and TWILIO_FROM, codes go by SMS through Twilio; unset: to the development outbox.',
    },
    TWILIO_AUTH_TOKEN: {
      schema: text(),
      default: '(none)',
      example: '…',
      description: 'Twilio auth token.',
    },
    TWILIO_FROM: {
      schema: text(),
      default: '(none)',
      example: '+14155238886',
      description: 'Twilio sender of text messages (a number or a messaging service SID).',
    },
    TWILIO_WHATSAPP_FROM: {
      schema: text(),
      default: '(none)',
      description: 'Twilio WhatsApp sender (`whatsapp:+14155238886`) for the messaging-app option.',
    },
    TWILIO_API_URL: defaulted({
      schema: httpUrl(),
      default: 'https://api.twilio.com',
      example: 'https://api.twilio.com',
      description: 'Base URL of the Twilio REST API.',
    }),
  },
  allows: { ALLOW_OUTBOX_SMS: 'outboxSms' },
  // Half a Twilio configuration would silently fall back to the development outbox.
  together: [[['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'text messages']],
  fallbacks: [
    {
      allow: 'ALLOW_OUTBOX_SMS',
      names: ['TWILIO_ACCOUNT_SID'],
      refused: (env) =>
        env.TWILIO_ACCOUNT_SID
          ? null
          : 'with TWILIO_AUTH_TOKEN and TWILIO_FROM is required when NODE_ENV=production',
      risk: 'without them sign-in codes by SMS or WhatsApp are kept in the development outbox and never sent',
    },
  ],
  read: (env): TextsConfig => ({
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            whatsappFrom: env.TWILIO_WHATSAPP_FROM ?? null,
            apiUrl: noSlash(env.TWILIO_API_URL),
          }
        : null,
  }),
  doctor: ({ twilio }) => [
    twilio
      ? {
          part: 'SMS/WhatsApp',
          uses: twilio.whatsappFrom ? 'Twilio (SMS and WhatsApp)' : 'Twilio (SMS; WhatsApp off)',
          status: 'real',
        }
      : {
          part: 'SMS/WhatsApp',
          uses: 'outbox (kept, never sent)',
          status: 'fallback',
          allowedBy: 'ALLOW_OUTBOX_SMS',
        },
  ],
});
