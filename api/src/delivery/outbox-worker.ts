import fp from 'fastify-plugin';
import { pollLoop } from '../jobs/poll-loop';
import type { ClaimedMessage, OutboxChannel } from './outbox-repository';

/** One attempt to hand a message to its provider, and what the provider answered. */
export type Outcome = { ok: true } | { ok: false; permanent: boolean; answer: string };
export type Delivery = (message: ClaimedMessage) => Promise<Outcome>;

export interface OutboxWorker {
  /** A message was just written: look at once (and for two seconds, until its commit shows). */
  wake(): void;
  /** Makes the first attempt of one queued message now; null when a worker already took it. */
  sendNow(id: string): Promise<Outcome | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/** Every instance looks this often, whether woken or not (another instance's messages, retries). */
const POLL_MS = 5_000;
/** While woken, it looks this often: a message written in a transaction shows at its commit. */
const EAGER_MS = 100;
const EAGER_FOR_MS = 2_000;
/**
 * A claim holds a message this long: longer than any attempt can take (SMTP waits are bounded in
 * mailer.ts, Twilio's in messaging.ts), so only the message of an instance that died goes again.
 */
export const LEASE_MS = 2 * 60_000;
/** Retries wait OUTBOX_RETRY_MS, then 4 times longer each time, never more than an hour. */
const MAX_WAIT_MS = 3_600_000;
/** Sent messages still hold links and codes: forgotten after a week (checked hourly). */
const FORGET_SENT_DAYS = 7;

/**
 * The outbox worker of every API instance (issue 25 §2): it claims due messages (SKIP LOCKED,
 * so each goes through one instance only), hands them to SMTP or Twilio and records the answer:
 * `sent`, `queued` again with a later attempt, or `failed` after a permanent refusal or the last
 * attempt. Messages are claimed one at a time for LEASE_MS: the message of an instance that died
 * while sending goes again after that.
 */
export default fp(
  async function outboxWorker(fastify) {
    const { retryMs, maxAttempts } = fastify.config.outbox;
    const transports = new Map<OutboxChannel, Delivery>();
    if (fastify.mailer.deliver) transports.set('email', fastify.mailer.deliver);
    if (fastify.messaging.deliver) {
      transports.set('sms', fastify.messaging.deliver);
      transports.set('whatsapp', fastify.messaging.deliver);
    }
    const channels = [...transports.keys()];
    const repo = fastify.outbox;

    async function attempt(message: ClaimedMessage): Promise<Outcome> {
      const outcome = await transports.get(message.channel)!(message).catch(
        (error: unknown) => ({ ok: false, permanent: false, answer: String(error) }) as const,
      );
      if (outcome.ok) {
        await repo.markSent(message);
        return outcome;
      }
      const givenUp = outcome.permanent || message.attempts >= maxAttempts;
      const waitMs = Math.min(retryMs * 4 ** (message.attempts - 1), MAX_WAIT_MS);
      await repo.markRefused(message, outcome.answer, givenUp ? null : waitMs);
      const fields = {
        outboxId: message.id,
        channel: message.channel,
        attempts: message.attempts,
        answer: outcome.answer,
      };
      if (givenUp) fastify.log.error(fields, 'outbox message failed, not tried again');
      else
        fastify.log.warn(
          { ...fields, retryInMs: waitMs },
          'outbox message refused, tried again later',
        );
      return outcome;
    }

    let closed = false;
    let eagerUntil = 0;
    let forgotAt = 0;

    async function pass(): Promise<number> {
      while (!closed) {
        const [message] = await repo.claim(channels, LEASE_MS, 1);
        if (!message) break;
        await attempt(message);
      }
      if (Date.now() - forgotAt > 3_600_000) {
        forgotAt = Date.now();
        await repo.forgetSent(FORGET_SENT_DAYS);
      }
      // Sleep until the next retry or lease is due, unless a poll or a wake comes first.
      const dueInMs = await repo.nextDueInMs(channels);
      let waitMs = POLL_MS;
      if (dueInMs !== null) waitMs = Math.min(waitMs, Math.max(dueInMs + 10, 10));
      if (Date.now() < eagerUntil) waitMs = Math.min(waitMs, EAGER_MS);
      return waitMs;
    }

    const loop = pollLoop({
      pass,
      canRun: () => !closed && channels.length > 0,
      retryMs: POLL_MS,
      onError: (error) => fastify.log.error({ err: error }, 'outbox worker pass failed'),
    });
    const run = loop.run;

    fastify.decorate('outboxWorker', {
      wake() {
        eagerUntil = Date.now() + EAGER_FOR_MS;
        run();
      },
      async sendNow(id) {
        const [message] = await repo.claim(channels, LEASE_MS, 1, id);
        if (!message) return null;
        const outcome = await attempt(message);
        // A retry to come: the worker's timer learns of it.
        if (!outcome.ok) run();
        return outcome;
      },
    } satisfies OutboxWorker);
    fastify.addHook('onReady', async () => run());
    fastify.addHook('onClose', async () => {
      closed = true;
      await loop.stop();
    });
  },
  { name: 'outbox-worker', dependencies: ['outbox', 'mailer', 'messaging'] },
);
