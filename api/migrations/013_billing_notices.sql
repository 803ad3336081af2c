-- The billing engine's notices to the account that owns a subscription (Stripe's dunning e-mails):
-- a renewal that failed, a subscription that ended, a card that will not pay the next renewal.
-- The renewal job writes a notice in the same transaction as the change it tells of (under its
-- advisory lock), so a notice exists exactly when the change committed; (kind, about) is unique,
-- so each is written once: once per failed invoice, per ended period, per card. The e-mail is
-- sent after the commit by whichever replica claims the row first (next_attempt_at moves ahead,
-- row locks skipped): a crash or a refusing mail server leaves it pending for a later run.

CREATE TABLE billing_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('renewal_failed', 'subscription_ended', 'card_expiring')),
  -- What it is about, once: the failed invoice's id, '<subscription id>:<period index>' of the
  -- ended period, the expiring card's payment-method id.
  about text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  -- What the e-mail says, as it was when the change happened (amounts, dates, the card).
  facts jsonb NOT NULL,
  -- pending: to send (or being sent until next_attempt_at); sent; stale: what it told was no
  -- longer true when its turn came (the invoice paid meanwhile…); failed: the mail server
  -- refused it every time.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'stale', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- On the billing engine's clock (billing_clock), as every date of the engine.
  next_attempt_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  UNIQUE (kind, about)
);
CREATE INDEX billing_notices_pending_idx ON billing_notices (next_attempt_at)
  WHERE state = 'pending';
CREATE INDEX billing_notices_account_idx ON billing_notices (account_id);
CREATE INDEX billing_notices_subscription_idx ON billing_notices (subscription_id);
