import fp from 'fastify-plugin';
import type { Db } from '../../../db/db';
import type { MailAttachment } from '../../../delivery/templates';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
  /** What the e-mail carries: names and sizes; the bytes are read one by one. */
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  attachments: Array<{ filename: string; contentType: string; size: number }> | null;
}

/** Messages kept in the database when no SMTP server or SMS gateway is configured. */
function createRepository(db: Db) {
  return {
    async add(
      message: Omit<OutboxMessage, 'id' | 'createdAt' | 'attachments'> & {
        attachments?: MailAttachment[] | undefined;
      },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO outbox_messages (channel, recipient, subject, text_body, html_body)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [message.channel, message.recipient, message.subject, message.text, message.html],
        );
        for (const [position, file] of (message.attachments ?? []).entries()) {
          await tx.query(
            `INSERT INTO outbox_attachments (message_id, position, filename, content_type, content)
             VALUES ($1, $2, $3, $4, $5)`,
            [row!.id, position, file.filename, file.contentType, file.content],
          );
        }
      });
    },

    /** One attachment's bytes, by its message and position. */
    async attachment(messageId: string, position: number) {
      const row = await db.one<{ filename: string; content_type: string; content: Uint8Array }>(
        `SELECT filename, content_type, content FROM outbox_attachments
         WHERE message_id = $1 AND position = $2`,
        [messageId, position],
      );
      return row
        ? {
            filename: row.filename,
            contentType: row.content_type,
            content: Buffer.from(row.content),
          }
        : null;
    },

    /** The newest first, optionally only those to one address or number. */
    async latest(limit: number, recipient?: string): Promise<OutboxMessage[]> {
      const rows = await db.query<OutboxRow>(
        `SELECT m.id::text AS id, m.channel, m.recipient, m.subject, m.text_body, m.html_body,
           m.created_at, (
             SELECT json_agg(json_build_object('filename', a.filename,
               'contentType', a.content_type, 'size', octet_length(a.content)) ORDER BY a.position)
             FROM outbox_attachments a WHERE a.message_id = m.id
           ) AS attachments
         FROM outbox_messages m WHERE ($1::text IS NULL OR m.recipient = $1)
         ORDER BY m.id DESC LIMIT $2`,
        [recipient ?? null, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        createdAt: new Date(row.created_at).toISOString(),
        attachments: row.attachments ?? [],
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRepository;
  }
}

export default fp(
  async function outboxRepository(fastify) {
    fastify.decorate('outbox', createRepository(fastify.db));
  },
  { name: 'outbox', dependencies: ['db'] },
);
