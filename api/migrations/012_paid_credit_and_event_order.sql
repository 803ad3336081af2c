-- Provider events applied in order: the `created` time of the last event applied to the
-- subscription. An event created before it arrived late and reports a state already replaced: it
-- is recorded as received (stripe_events) and not applied. NULL: no event applied yet.
ALTER TABLE billing_subscriptions ADD COLUMN last_event_at timestamptz;
