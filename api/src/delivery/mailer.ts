import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/db';
import type { MailContent } from './templates';
import type { Delivery } from './outbox-worker';

export interface Mailer {
  /**
   * Puts the e-mail in the outbox (in `tx`, the caller's transaction, when given); the outbox
   * worker sends it through SMTP when SMTP_URL is set, else it is only kept there. An SMTP
   * outage never fails the caller: the worker tries again.
   */
  send(to: string, mail: MailContent, tx?: Queryable): Promise<void>;
  /** The same for several e-mails, written together (a renewal batch's invoices). */
  sendAll(mails: Array<{ to: string; mail: MailContent }>, tx?: Queryable): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
  /** The worker's way out: one attempt through SMTP; null without SMTP_URL. */
  readonly deliver: Delivery | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer's error: `responseCode`/`response` when the server answered, `code` when not. */
interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
  code?: string;
}

const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * One attempt through SMTP. A 5xx answer is permanent (no such mailbox, refused content); a
 * 4xx or no answer at all (connection refused, timeout) is worth another try later.
 */
export function smtpDelivery(smtpUrl: string, from: string) {
  // Bounded waits: a worker holds a message for a lease (outbox-worker.ts), an attempt must end
  // first. nodemailer reads them from the URL's query, where SMTP_URL may set its own.
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  const transporter = nodemailer.createTransport(url.toString());
  // The outbox row names the message: a message sent again because its first attempt's instance
  // died before recording it (outbox-worker.ts, LEASE_MS) carries the same Message-ID, which mail
  // servers and clients use to drop the copy.
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const deliver: Delivery = async (message) => {
    try {
      await transporter.sendMail({
        messageId: `<outbox-${message.id}@${domain}>`,
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html !== null && { html: message.html }),
        attachments: message.attachments,
      });
      return { ok: true };
    } catch (error) {
      const { responseCode, response, code, message: text } = error as SmtpError;
      return {
        ok: false,
        permanent: responseCode !== undefined && responseCode >= 500,
        answer: response ?? [code, text].filter(Boolean).join(': '),
      };
    }
  };
  return { deliver, close: () => transporter.close() };
}

export default fp(
  async function mailerPlugin(fastify) {
    const { smtpUrl, from } = fastify.config.mail;
    const smtp = smtpUrl ? smtpDelivery(smtpUrl, from) : null;
    if (smtp) fastify.addHook('onClose', async () => smtp.close());
    fastify.decorate('mailer', {
      transport: smtp ? 'smtp' : 'outbox',
      deliver: smtp?.deliver ?? null,
      async send(to, mail, tx) {
        await fastify.outbox.enqueue(
          {
            channel: 'email',
            recipient: to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments,
          },
          smtp ? 'queued' : 'kept',
          tx,
        );
        if (smtp) fastify.outboxWorker.wake();
      },
      async sendAll(mails, tx) {
        await fastify.outbox.enqueueAll(
          mails.map(({ to, mail }) => ({
            channel: 'email' as const,
            recipient: to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments,
          })),
          smtp ? 'queued' : 'kept',
          tx,
        );
        if (smtp && mails.length > 0) fastify.outboxWorker.wake();
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['config', 'outbox'] },
);
