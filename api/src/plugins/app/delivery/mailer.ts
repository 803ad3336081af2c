import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailContent } from '../../../delivery/templates';

export interface Mailer {
  /** Sends through SMTP when SMTP_URL is set, else keeps the message in the development outbox. */
  send(to: string, mail: MailContent): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailerPlugin(fastify) {
    const { smtpUrl, from } = fastify.config.mail;
    if (!smtpUrl) {
      fastify.decorate('mailer', {
        transport: 'outbox',
        send: (to, mail) =>
          fastify.outbox.add({
            channel: 'email',
            recipient: to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments,
          }),
      } satisfies Mailer);
      return;
    }
    const transporter = nodemailer.createTransport(smtpUrl);
    fastify.addHook('onClose', async () => transporter.close());
    fastify.decorate('mailer', {
      transport: 'smtp',
      async send(to, mail) {
        await transporter.sendMail({ from, to, ...mail });
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['config', 'outbox'] },
);
