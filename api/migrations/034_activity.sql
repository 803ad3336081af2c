-- The activity log (issue 37, api/src/activity/): one row per write of an account, who did it
-- (the owner's login, a member, support or the system), what, on which target, the fields changed
-- (before/after, secrets removed before they reach here), from which address and device.
-- Append-only at the database level: a trigger refuses UPDATE, TRUNCATE and DELETE, except the
-- retention job's delete of rows older than 365 days (it sets `activity.retention` = 'on' for its
-- own transaction) and the rows of an account that is itself deleted (the cascade).
CREATE TABLE activity_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('member', 'support', 'system')),
  -- 'owner' (the account's own login) or the member's id; null for support and the system.
  actor_member_id text,
  actor_email text,
  actor_name text,
  actor_role text,
  action text NOT NULL,
  target_type text,
  target_id text,
  target_label text,
  changes jsonb,
  ip text,
  device text
);

-- Newest first per account (the first page, the cursor, a date range), and per filter: the person
-- (a member's id or 'owner', else 'support' / 'system') and the action. The retention job's scan.
CREATE INDEX activity_events_page_idx ON activity_events (account_id, at DESC, id DESC);
CREATE INDEX activity_events_actor_idx
  ON activity_events (account_id, (COALESCE(actor_member_id, actor_kind)), at DESC, id DESC);
CREATE INDEX activity_events_action_idx ON activity_events (account_id, action, at DESC, id DESC);
CREATE INDEX activity_events_at_idx ON activity_events (at);

CREATE FUNCTION activity_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('activity.retention', true) = 'on'
       AND OLD.at < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'activity_events is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER activity_events_no_update BEFORE UPDATE OR DELETE ON activity_events
  FOR EACH ROW EXECUTE FUNCTION activity_events_append_only();
CREATE TRIGGER activity_events_no_truncate BEFORE TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_events_append_only();
