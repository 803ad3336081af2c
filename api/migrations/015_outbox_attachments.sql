-- The development outbox keeps what an e-mail carries too (an invoice's PDF), so a reader of
-- /dev/outbox sees the whole message a customer would get.
CREATE TABLE outbox_attachments (
  message_id bigint NOT NULL REFERENCES outbox_messages (id) ON DELETE CASCADE,
  position integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (message_id, position)
);
