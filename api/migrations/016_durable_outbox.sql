-- Every e-mail and text message goes through outbox_messages (issue 25 §2): written in the same
-- transaction as the change that causes it, then sent by a worker of any API instance with
-- retries. Rows written before this migration were only kept (no SMTP / gateway): 'kept'.
--   queued   waiting for its next attempt (next_attempt_at)
--   sending  claimed by a worker until lease_until; a crashed worker's row is taken again after
--   sent     accepted by the SMTP server or Twilio at sent_at
--   failed   refused for good or given up after the last attempt; last_error keeps the answer
--   kept     no transport configured (development): read at /dev/outbox, never sent
ALTER TABLE outbox_messages
  ADD COLUMN state text NOT NULL DEFAULT 'kept'
    CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'kept')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN last_error text;
ALTER TABLE outbox_messages ALTER COLUMN state SET DEFAULT 'queued';

-- The worker's question: what is due (queued) or abandoned (sending past its lease)?
CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at)
  WHERE state IN ('queued', 'sending');
