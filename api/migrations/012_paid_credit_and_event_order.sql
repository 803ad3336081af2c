-- Two rules for money that moves after the first charge.

-- 1. A plan change credits what was paid, never the list price. A customer who paid 7.00 for a
-- period (a coupon) and lowered the users got the list price of the users given up back as
-- credit, and a free renewal. The credit of a decrease is now capped at the unused part of what
-- the period's paid invoices paid, less the credits already given for that period: each one is
-- kept here, for the time from the change (given_at) to the end of the period it came from.
CREATE TABLE plan_change_credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  given_at timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  CHECK (period_end > given_at)
);
CREATE INDEX plan_change_credits_subscription_idx
  ON plan_change_credits (subscription_id, given_at);

-- 2. Provider events applied in order: the `created` time of the last event applied to the
-- subscription. An event created before it arrived late and reports a state already replaced: it
-- is recorded as received (stripe_events) and not applied. NULL: no event applied yet.
ALTER TABLE billing_subscriptions ADD COLUMN last_event_at timestamptz;
