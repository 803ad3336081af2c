import fp from 'fastify-plugin';
import type { CodeChannel } from '@portal/shared/validation/sign-in';
import type { TwilioConfig } from '../config';
import type { Queryable } from '../db/db';
import { AppError } from '../errors/app-error';
import type { Delivery } from './outbox-worker';

/** How long the outbox worker leaves a text that is being sent at once (its first attempt). */
const FIRST_ATTEMPT_HOLD_MS = 60_000;

export interface Messaging {
  /**
   * Puts a text in the outbox (in `tx` when given) to go by SMS or on the messaging app; kept
   * there when no gateway is set up. With Twilio, the first attempt is made at once, because a
   * person waits for this code: Twilio refusing it for good (an invalid or unreachable number,
   * any 4xx but 429) answers DELIVERY_FAILED, so the screen says so rather than waiting for a
   * code that never comes. A passing failure (5xx, 429, no answer) is retried by the outbox
   * worker and the caller answers as if sent: the code arrives a little later.
   */
  send(to: string, channel: CodeChannel, text: string, tx?: Queryable): Promise<void>;
  /**
   * Puts many texts in the outbox in `tx`, in a few statements whatever their number (a bulk
   * "text the app link"): the worker sends them once the transaction has committed.
   */
  sendAll(
    texts: readonly { to: string; text: string }[],
    channel: CodeChannel,
    tx: Queryable,
  ): Promise<void>;
  /** Channels customers may pick on the phone tab. */
  readonly channels: CodeChannel[];
  /** The worker's way out: one attempt through Twilio; null without Twilio. */
  readonly deliver: Delivery | null;
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
      const cause = new Error(`Twilio answered ${response.status}: ${await response.text()}`);
      throw new AppError('DELIVERY_FAILED', {
        cause: Object.assign(cause, { status: response.status }),
      });
    }
  };
}

/** Twilio's 4xx are refusals for good (bad number, blocked), except 429: too many, later. */
function twilioDelivery(config: TwilioConfig): Delivery {
  const send = twilioGateway(config);
  return async (message) => {
    try {
      await send(message.recipient, message.channel as CodeChannel, message.text);
      return { ok: true };
    } catch (error) {
      const cause = (error as { cause?: { status?: number; message?: string } }).cause;
      const status = cause?.status;
      return {
        ok: false,
        permanent: status !== undefined && status >= 400 && status < 500 && status !== 429,
        answer: cause?.message ?? String(error),
      };
    }
  };
}

export default fp(
  async function messagingPlugin(fastify) {
    const twilio = fastify.config.twilio;
    const deliver = twilio ? twilioDelivery(twilio) : null;
    const channels: CodeChannel[] = !twilio || twilio.whatsappFrom ? ['sms', 'whatsapp'] : ['sms'];
    fastify.decorate('messaging', {
      channels,
      deliver,
      async send(to, channel, text, tx) {
        if (!channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
        // Sent at once below: the worker leaves it alone meanwhile (on a busy machine it could
        // take it first, and the caller would not hear of a refused number), and takes it up
        // only if this instance dies before its attempt.
        const id = await fastify.outbox.enqueue(
          { channel, recipient: to, subject: null, text, html: null },
          deliver ? 'queued' : 'kept',
          tx,
          deliver && !tx ? FIRST_ATTEMPT_HOLD_MS : 0,
        );
        // In a transaction the row is not there for the worker yet: it is woken instead.
        if (!deliver || tx) {
          if (deliver) fastify.outboxWorker.wake();
          return;
        }
        const outcome = await fastify.outboxWorker.sendNow(id);
        if (outcome && !outcome.ok && outcome.permanent) {
          fastify.log.error({ channel, answer: outcome.answer }, 'message refused');
          throw new AppError('DELIVERY_FAILED');
        }
      },
      async sendAll(texts, channel, tx) {
        if (!channels.includes(channel)) throw new AppError('METHOD_UNAVAILABLE');
        await fastify.outbox.enqueueAll(
          texts.map(({ to, text }) => ({
            channel,
            recipient: to,
            subject: null,
            text,
            html: null,
          })),
          deliver ? 'queued' : 'kept',
          tx,
        );
        if (deliver && texts.length > 0) fastify.outboxWorker.wake();
      },
    } satisfies Messaging);
  },
  { name: 'messaging', dependencies: ['config', 'outbox'] },
);
