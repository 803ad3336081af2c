-- An attachment is an invoice's PDF or a picture: already compressed. PostgreSQL would try to
-- compress each again before storing it out of line (TOAST), CPU spent for nothing on every
-- invoice a renewal run e-mails. EXTERNAL stores them out of line as they are.
ALTER TABLE outbox_attachments ALTER COLUMN content SET STORAGE EXTERNAL;
