-- The purge of accounts whose subscription ended by cancellation (docs/decisions.md "Cancelling"):
-- their data is kept 90 days after access ends, then erased by the deleted accounts' purge
-- (`account.purge`, account-deletion/ended-accounts.ts). A week before, the owner and the billing
-- contacts are told once: one row per cancellation told (a customer who restarts and cancels again
-- later is told again for the new end), with the day its data goes.
CREATE TABLE retention_notices (
  cancellation_id uuid PRIMARY KEY REFERENCES subscription_cancellations (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- On the billing clock (billing/clock.ts), as the subscription's end: at least 7 days after the
  -- notice, and never before the end + 90 days the cancellation promised.
  purge_after timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retention_notices_account ON retention_notices (account_id);
