import fp from 'fastify-plugin';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import type { TwilioConfig } from '../../../config';
import { AppError } from '../../../errors/app-error';

export interface Messaging {
  /** Sends a text by SMS or on the messaging app; the outbox keeps it when no gateway is set up. */
  send(to: string, channel: CodeChannel, text: string): Promise<void>;
  /** Channels customers may pick on the phone tab. */
  readonly channels: CodeChannel[];
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

/** Twilio's Messages API: one form-encoded POST per message, the same for SMS and WhatsApp. */
export function twilioGateway(config: TwilioConfig, fetchImpl: typeof fetch = fetch) {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return async function send(to: string, channel: CodeChannel, text: string) {
    const whatsapp = channel === 'whatsapp';
    const body = new URLSearchParams({
      To: whatsapp ? `whatsapp:${to}` : to,
      From: whatsapp ? config.whatsappFrom! : config.from,
      Body: text,
    });
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new AppError('DELIVERY_FAILED', {
        cause: new Error(`Twilio answered ${response.status}: ${await response.text()}`),
      });
    }
  };
}

export default fp(
  async function messagingPlugin(fastify) {
    const twilio = fastify.config.twilio;
    if (!twilio) {
      fastify.decorate('messaging', {
        channels: ['sms', 'whatsapp'],
        send: (to, channel, text) =>
          fastify.outbox.add({ channel, recipient: to, subject: null, text, html: null }),
      } satisfies Messaging);
      return;
    }
    const send = twilioGateway(twilio);
    fastify.decorate('messaging', {
      channels: twilio.whatsappFrom ? ['sms', 'whatsapp'] : ['sms'],
      async send(to, channel, text) {
        if (channel === 'whatsapp' && !twilio.whatsappFrom)
          throw new AppError('METHOD_UNAVAILABLE');
        try {
          await send(to, channel, text);
        } catch (error) {
          fastify.log.error({ err: error, channel }, 'message not sent');
          throw error instanceof AppError
            ? error
            : new AppError('DELIVERY_FAILED', { cause: error });
        }
      },
    } satisfies Messaging);
  },
  { name: 'messaging', dependencies: ['config', 'outbox'] },
);
