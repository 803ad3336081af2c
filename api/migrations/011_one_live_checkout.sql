-- One e-mail, one live checkout. Migration 006 allowed one checkout 'processing' per e-mail, but a
-- checkout waiting on 3-D Secure ('requires_action') did not count: a second checkout for the same
-- e-mail went through beside it, and both could be paid. Both pending states count now, so at most
-- one checkout per e-mail can still end up charged. A challenge the customer abandoned does not
-- block the e-mail for ever: the checkout service fails it after 15 minutes (ABANDONED_CHALLENGE
-- in src/billing/checkout-service.ts, which says why 15).

-- Checkouts already live side by side cannot keep both: the one 'processing' (being charged right
-- now), else the newest challenge, stays; every other one is a challenge nobody can answer any
-- more, failed as a refused challenge is (recordConfirmation, src/billing/repository/checkouts.ts):
-- the checkout and its charge failed, its invoice void, its INCOMPLETE subscription CANCELED.
CREATE TEMPORARY TABLE superseded_checkouts ON COMMIT DROP AS
  SELECT id, charge_id, subscription_id FROM (
    SELECT id, charge_id, subscription_id, status,
      row_number() OVER (PARTITION BY email
        ORDER BY status = 'processing' DESC, updated_at DESC, created_at DESC) AS n
    FROM checkouts WHERE status IN ('processing', 'requires_action')
  ) live
  WHERE n > 1 AND status = 'requires_action';

UPDATE checkouts SET status = 'failed', decline_code = 'authentication_failed', next_action = NULL,
  updated_at = now()
WHERE id IN (SELECT id FROM superseded_checkouts);

UPDATE charges SET status = 'failed', decline_code = 'authentication_failed', updated_at = now()
WHERE id IN (SELECT charge_id FROM superseded_checkouts) AND status = 'requires_action';

UPDATE invoices SET status = 'void', amount_paid = 0
WHERE id IN (SELECT invoice_id FROM charges
             WHERE id IN (SELECT charge_id FROM superseded_checkouts))
  AND status = 'open';

UPDATE billing_subscriptions SET status = 'CANCELED', canceled_at = now(), updated_at = now()
WHERE id IN (SELECT subscription_id FROM superseded_checkouts) AND status = 'INCOMPLETE';

DROP INDEX checkouts_one_processing_per_email;
CREATE UNIQUE INDEX checkouts_one_live_per_email ON checkouts (email)
  WHERE status IN ('processing', 'requires_action');
