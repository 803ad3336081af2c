import fp from 'fastify-plugin';
import type { Db, Queryable } from '../db/db';
import type { MailAttachment } from './templates';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** migrations/016_durable_outbox.sql says what each state means. */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'kept';

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
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The provider's last refusal (SMTP response, Twilio status and body), truncated. */
  lastError: string | null;
}

export type NewOutboxMessage = Pick<
  OutboxMessage,
  'channel' | 'recipient' | 'subject' | 'text' | 'html'
> & { attachments?: MailAttachment[] | undefined };

/** An attachment with its bytes, wherever they were kept. */
export interface AttachmentBytes {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message claimed by a worker, with what it needs to send it. */
export interface ClaimedMessage extends NewOutboxMessage {
  id: string;
  attempts: number;
  attachments: AttachmentBytes[];
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
  state: OutboxState;
  attempts: number;
  next_attempt_at: Date | null;
  sent_at: Date | null;
  last_error: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
/** A provider's answer is kept for the operator, not in full. */
const MAX_ERROR_CHARS = 1000;

/** Queued or being sent, failed, and the age of the oldest not yet sent (for /metrics). */
export async function outboxStats(db: Queryable) {
  const row = await db.one<{ queued: number; failed: number; oldest: number | null }>(
    `SELECT count(*) FILTER (WHERE state IN ('queued', 'sending'))::int AS queued,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN ('queued', 'sending')))::float8 AS oldest
     FROM outbox_messages`,
  );
  return {
    queued: row?.queued ?? 0,
    failed: row?.failed ?? 0,
    oldestQueuedAgeSeconds: Math.max(0, Math.floor(row?.oldest ?? 0)),
  };
}

interface AttachmentRow {
  filename: string;
  content_type: string;
  content: Uint8Array | null;
  file_key: string | null;
}

/** An attachment's columns: its bytes, or the key of the file that holds them (migration 051). */
const attachmentColumns = (file: MailAttachment) => [
  file.filename,
  file.contentType,
  file.content ?? null,
  file.fileKey ?? null,
  file.fileKey === undefined ? null : file.size,
];

/** The one table every e-mail and text message goes through (migration 016). */
function createRepository(db: Db) {
  const withBytes = async (row: AttachmentRow): Promise<AttachmentBytes> => {
    const content =
      row.file_key === null ? Buffer.from(row.content!) : await db.files?.read(row.file_key);
    if (!content) throw new Error(`outbox attachment file ${row.file_key} is missing`);
    return { filename: row.filename, contentType: row.content_type, content };
  };
  const forgetFiles = async (keys: string[]) => {
    if (keys.length === 0 || !db.files) return;
    const kept = new Set(
      (
        await db.query<{ file_key: string }>(
          `SELECT DISTINCT file_key FROM outbox_attachments WHERE file_key = ANY($1::text[])`,
          [keys],
        )
      ).map((row) => row.file_key),
    );
    await db.files.remove(keys.filter((key) => !kept.has(key)));
  };
  return {
    /**
     * Writes a message with `q`, the caller's transaction when it has one: the message exists
     * exactly when the change that causes it is committed. `kept` when no transport is set up.
     */
    async enqueue(message: NewOutboxMessage, state: 'queued' | 'kept', q?: Queryable, holdMs = 0) {
      const write = async (tx: Queryable) => {
        const row = await tx.one<{ id: string }>(
          `INSERT INTO outbox_messages
             (channel, recipient, subject, text_body, html_body, state, next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6,
                   CASE WHEN $6 = 'queued' THEN now() + make_interval(secs => $7::float8 / 1000) END)
           RETURNING id::text AS id`,
          [
            message.channel,
            message.recipient,
            message.subject,
            message.text,
            message.html,
            state,
            holdMs,
          ],
        );
        for (const [position, file] of (message.attachments ?? []).entries()) {
          await tx.query(
            `INSERT INTO outbox_attachments
               (message_id, position, filename, content_type, content, file_key, size)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [row!.id, position, ...attachmentColumns(file)],
          );
        }
        return row!.id;
      };
      return q ? write(q) : db.transaction(write);
    },

    /**
     * Writes several messages with `q` as enqueue does, in three statements whatever their number
     * (a renewal batch's invoice e-mails): their ids, the messages, their attachments.
     */
    async enqueueAll(messages: NewOutboxMessage[], state: 'queued' | 'kept', q?: Queryable) {
      if (messages.length === 0) return [];
      const write = async (tx: Queryable) => {
        const ids = (
          await tx.query<{ id: string }>(
            `SELECT nextval(pg_get_serial_sequence('outbox_messages', 'id'))::text AS id
             FROM generate_series(1, $1::int)`,
            [messages.length],
          )
        ).map((row) => row.id);
        const column = <K extends keyof NewOutboxMessage>(key: K) => messages.map((m) => m[key]);
        await tx.query(
          `INSERT INTO outbox_messages
             (id, channel, recipient, subject, text_body, html_body, state, next_attempt_at)
           SELECT id, channel, recipient, subject, text_body, html_body, $7,
                  CASE WHEN $7 = 'queued' THEN now() END
           FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
             AS m (id, channel, recipient, subject, text_body, html_body)`,
          [
            ids,
            column('channel'),
            column('recipient'),
            column('subject'),
            column('text'),
            column('html'),
            state,
          ],
        );
        // The bytes go as parameters of their own (binary), not inside an array's text.
        const files = messages.flatMap((message, i) =>
          (message.attachments ?? []).map((file, position) => [
            ids[i],
            position,
            ...attachmentColumns(file),
          ]),
        );
        if (files.length > 0) {
          const row = (i: number) =>
            `(${Array.from({ length: 7 }, (_, c) => `$${i * 7 + c + 1}`).join(', ')})`;
          await tx.query(
            `INSERT INTO outbox_attachments
               (message_id, position, filename, content_type, content, file_key, size)
             VALUES ${files.map((_, i) => row(i)).join(', ')}`,
            files.flat(),
          );
        }
        return ids;
      };
      return q ? write(q) : db.transaction(write);
    },

    /**
     * Takes up to `limit` due messages of `channels` for `leaseMs`: queued ones whose time has
     * come, and those a worker took but never finished (it crashed: its lease ran out). SKIP
     * LOCKED lets the instances sharing the database each take different rows. `id` takes that
     * one message only, whether due or not (the first attempt of a code, right away).
     */
    async claim(
      channels: OutboxChannel[],
      leaseMs: number,
      limit: number,
      id?: string,
    ): Promise<ClaimedMessage[]> {
      if (channels.length === 0) return [];
      const rows = await db.query<Omit<OutboxRow, 'attachments'>>(
        `UPDATE outbox_messages SET state = 'sending', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => $2::float8 / 1000)
         WHERE id IN (
           SELECT id FROM outbox_messages
           WHERE channel = ANY($1::text[]) AND (
             ($4::bigint IS NULL AND ((state = 'queued' AND next_attempt_at <= now())
                                      OR (state = 'sending' AND lease_until < now())))
             OR (id = $4::bigint AND state = 'queued'))
           ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id::text AS id, channel, recipient, subject, text_body, html_body, attempts`,
        [channels, leaseMs, limit, id ?? null],
      );
      const claimed: ClaimedMessage[] = [];
      for (const row of rows) {
        const stored = await db.query<AttachmentRow>(
          `SELECT filename, content_type, content, file_key FROM outbox_attachments
           WHERE message_id = $1 ORDER BY position`,
          [row.id],
        );
        let files: AttachmentBytes[];
        try {
          files = await Promise.all(stored.map(withBytes));
        } catch (error) {
          // An attachment's file is gone (a restore without DATA_DIR/files): this message fails
          // for good, the others go on.
          await db.query(
            `UPDATE outbox_messages SET state = 'failed', lease_until = NULL,
               next_attempt_at = NULL, last_error = $2 WHERE id = $1`,
            [row.id, String((error as Error).message).slice(0, MAX_ERROR_CHARS)],
          );
          continue;
        }
        claimed.push({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attempts: row.attempts,
          attachments: files,
        });
      }
      return claimed;
    },

    /** Only the claim that made attempt number `attempt` may close it. */
    async markSent(message: Pick<ClaimedMessage, 'id' | 'attempts'>) {
      await db.query(
        `UPDATE outbox_messages SET state = 'sent', sent_at = now(), lease_until = NULL,
           next_attempt_at = NULL
         WHERE id = $1 AND state = 'sending' AND attempts = $2`,
        [message.id, message.attempts],
      );
    },

    /** A refusal: tried again after `retryInMs`, or `failed` for good when that is null. */
    async markRefused(
      message: Pick<ClaimedMessage, 'id' | 'attempts'>,
      answer: string,
      retryInMs: number | null,
    ) {
      await db.query(
        `UPDATE outbox_messages SET lease_until = NULL, last_error = $3,
           state = CASE WHEN $4::float8 IS NULL THEN 'failed' ELSE 'queued' END,
           next_attempt_at = CASE WHEN $4::float8 IS NOT NULL
             THEN now() + make_interval(secs => $4::float8 / 1000) END
         WHERE id = $1 AND state = 'sending' AND attempts = $2`,
        [message.id, message.attempts, answer.slice(0, MAX_ERROR_CHARS), retryInMs],
      );
    },

    /** When the next queued message of `channels` is due, for the worker's timer. */
    async nextDueInMs(channels: OutboxChannel[]): Promise<number | null> {
      if (channels.length === 0) return null;
      const row = await db.one<{ ms: number | null }>(
        `SELECT (extract(epoch FROM min(coalesce(lease_until, next_attempt_at)) - now()) * 1000)::float8 AS ms
         FROM outbox_messages WHERE state IN ('queued', 'sending') AND channel = ANY($1::text[])`,
        [channels],
      );
      return row?.ms ?? null;
    },

    /** Sent messages keep links and codes: their bodies are not kept past `days`. */
    async forgetSent(days: number) {
      const gone = await db.query<{ file_key: string }>(
        `WITH gone AS (
           DELETE FROM outbox_messages WHERE state = 'sent'
             AND sent_at < now() - make_interval(days => $1)
           RETURNING id)
         SELECT DISTINCT a.file_key FROM outbox_attachments a JOIN gone ON gone.id = a.message_id
         WHERE a.file_key IS NOT NULL`,
        [days],
      );
      if (gone.length > 0) await forgetFiles(gone.map((row) => row.file_key));
    },

    /** Files no message refers to any more (copies of one e-mail share one). */
    forgetFiles: (keys: string[]) => forgetFiles(keys),

    stats: () => outboxStats(db),

    /** One attachment's bytes, by its message and position. */
    async attachment(messageId: string, position: number): Promise<AttachmentBytes | null> {
      const row = await db.one<AttachmentRow>(
        `SELECT filename, content_type, content, file_key FROM outbox_attachments
         WHERE message_id = $1 AND position = $2`,
        [messageId, position],
      );
      return row ? withBytes(row) : null;
    },

    /** The newest first, optionally only those to one address or number. */
    async latest(limit: number, recipient?: string): Promise<OutboxMessage[]> {
      const rows = await db.query<OutboxRow>(
        `SELECT m.id::text AS id, m.channel, m.recipient, m.subject, m.text_body, m.html_body,
           m.created_at, m.state, m.attempts, m.next_attempt_at, m.sent_at, m.last_error, (
             SELECT json_agg(json_build_object('filename', a.filename,
               'contentType', a.content_type, 'size', coalesce(octet_length(a.content), a.size))
               ORDER BY a.position)
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
        state: row.state,
        attempts: row.attempts,
        nextAttemptAt: row.state === 'queued' ? iso(row.next_attempt_at) : null,
        sentAt: iso(row.sent_at),
        lastError: row.last_error,
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
