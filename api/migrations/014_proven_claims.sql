-- A paid subscription goes only to a proven owner of its e-mail. An account opened with the
-- buyer's address before (or after) the payment proves nothing: the proof is a one-time claim,
-- given to the browser that paid (the checkout's answer) and to the inbox (the receipt e-mail's
-- link). Creating the account with it, or signing in with it to the account of that e-mail,
-- attaches the subscription and proves the address (accounts.email_verified_at, migration 004).

-- A claim: only the SHA-256 of its token is stored. `channel` says where it went: 'checkout' (the
-- success page, valid a day) or 'email' (the receipt's link, valid 30 days). Using one spends every
-- claim of the subscription; account_id records who took it over.
CREATE TABLE subscription_claims (
  token_hash text PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('checkout', 'email')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_claims_subscription_idx ON subscription_claims (subscription_id);

-- The first invoice's PDF for the browser that paid, which has no account yet: the token (stored
-- as its SHA-256) opens that one invoice for an hour; never its guessable id alone.
CREATE TABLE receipt_tokens (
  token_hash text PRIMARY KEY,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipt_tokens_invoice_idx ON receipt_tokens (invoice_id);

-- The receipt e-mail of a checkout is sent once: taken here before sending.
ALTER TABLE checkouts ADD COLUMN receipt_sent_at timestamptz;
