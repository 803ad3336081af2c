-- An attachment's bytes in the row (content), or, on the embedded database, in a file beside it
-- (file_key, db/files.ts) with its size: PGlite runs on the API's thread, and a renewal run that
-- e-mails thousands of invoice PDFs would write, log and checkpoint every one of them there.
ALTER TABLE outbox_attachments ALTER COLUMN content DROP NOT NULL;
ALTER TABLE outbox_attachments ADD COLUMN file_key text;
ALTER TABLE outbox_attachments ADD COLUMN size integer;
ALTER TABLE outbox_attachments ADD CONSTRAINT outbox_attachments_bytes_or_file
  CHECK ((content IS NULL) <> (file_key IS NULL) AND (file_key IS NULL OR size IS NOT NULL));
CREATE INDEX outbox_attachments_file_key ON outbox_attachments (file_key) WHERE file_key IS NOT NULL;
