import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  created_at: Date;
}

/** Messages kept in the database when no SMTP server or SMS gateway is configured. */
function createRepository(db: Queryable) {
  return {
    async add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<void> {
      await db.query(
        `INSERT INTO outbox_messages (channel, recipient, subject, text_body, html_body)
         VALUES ($1, $2, $3, $4, $5)`,
        [message.channel, message.recipient, message.subject, message.text, message.html],
      );
    },

    /** The newest first, optionally only those to one address or number. */
    async latest(limit: number, recipient?: string): Promise<OutboxMessage[]> {
      const rows = await db.query<OutboxRow>(
        `SELECT id::text AS id, channel, recipient, subject, text_body, html_body, created_at
         FROM outbox_messages WHERE ($1::text IS NULL OR recipient = $1)
         ORDER BY outbox_messages.id DESC LIMIT $2`,
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
