-- An invoice's e-mail is decided in the transaction that pays the invoice (queued = false): a
-- renewal, a plan change or a payment in the billing portal. Its PDF is rendered and the e-mail
-- put in the outbox after that commit (queued = true, in the outbox's transaction). A process that
-- dies in between leaves the row, and the next billing run queues it: no paid invoice's e-mail is
-- lost, none is queued twice. `sent_at` is when it was decided.
ALTER TABLE invoice_emails ADD COLUMN queued boolean NOT NULL DEFAULT true;
ALTER TABLE invoice_emails ALTER COLUMN queued SET DEFAULT false;
CREATE INDEX invoice_emails_pending_idx ON invoice_emails (sent_at) WHERE NOT queued;
