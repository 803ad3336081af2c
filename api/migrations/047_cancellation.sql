-- Cancellation in the portal (issue 39): why the customer turned the renewal off (a reason of
-- shared/src/billing/cancellation.ts, an optional comment), when and by whom; its resume, if any.
-- One row per request: a cancel, resumed, then cancelled again is two rows.
CREATE TABLE subscription_cancellations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN
    ('too_expensive', 'not_using', 'missing_features', 'switching', 'temporary', 'other')),
  comment text CHECK (comment IS NULL OR length(comment) <= 500),
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- The member who asked (null: the account's owner), and the e-mail they signed in with.
  requested_by_member uuid REFERENCES members (id) ON DELETE SET NULL,
  requested_by_email text NOT NULL,
  -- When access ends: the end of the paid period at the time of the request.
  ends_at timestamptz NOT NULL,
  resumed_at timestamptz,
  resumed_by_email text
);
CREATE INDEX subscription_cancellations_account ON subscription_cancellations (account_id, requested_at DESC);

-- The retention offer (RETENTION_COUPON), accepted instead of cancelling: once per account, ever.
CREATE TABLE retention_offers (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  coupon_code text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  accepted_by_member uuid REFERENCES members (id) ON DELETE SET NULL,
  accepted_by_email text NOT NULL
);

-- A coupon given after the checkout (the retention offer) counts its periods from the renewal that
-- follows it, not from the subscription's first charge: the period index it starts at.
ALTER TABLE billing_subscriptions ADD COLUMN coupon_from_period integer NOT NULL DEFAULT 0;

-- The account's view: when a subscription the customer cancelled ends (null: it renews, or it
-- stopped renewing for another reason, a card to fix). The portal then shows "Ends on … · Resume",
-- not a warning.
ALTER TABLE subscriptions ADD COLUMN cancel_at timestamptz;
UPDATE subscriptions s SET cancel_at = b.current_period_end
FROM billing_subscriptions b
WHERE s.provider_ref = b.id::text AND b.status = 'DISABLED' AND b.cancel_at_period_end;
