-- Billing (issue 9): the lifecycle clock, the local billing portal's sessions, the invoices already
-- e-mailed, and the Stripe events already applied. The invoices themselves are the engine's
-- (migration 006); nothing here references its tables, so each part can change on its own.

-- The engine's clock: real time plus an offset that tests and demos advance ("advance 35d").
-- One row; production never moves it (the endpoint and the command refuse there).
CREATE TABLE billing_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0
);
INSERT INTO billing_clock (id, offset_ms) VALUES (true, 0);

-- A billing-portal visit: the link's token (stored as its SHA-256), the account, and where the
-- portal sends the customer back. Valid one hour.
CREATE TABLE billing_portal_sessions (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  return_url text NOT NULL,
  locale text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_portal_sessions_account_idx ON billing_portal_sessions (account_id);

-- An invoice e-mail is sent once: the invoice's id is claimed here before sending.
CREATE TABLE invoice_emails (
  invoice_id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);

-- Stripe webhook events applied, by event id: a replayed event changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- What the lifecycle adds to the engine's rows (migration 006): money owed back after a
-- downgrade, taken off the next invoice; and app users switched off when a subscription ends.
ALTER TABLE billing_customers ADD COLUMN credit_balance integer NOT NULL DEFAULT 0;
ALTER TABLE profiles ADD COLUMN deactivated_at timestamptz;
