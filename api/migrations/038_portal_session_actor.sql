-- Who opened a billing-portal visit (issue 37): the member (null for the owner's own login) and
-- their role then, so that a change made in the portal is recorded in the activity log as theirs.
-- A visit opened by a member ends with their membership (checked on every use) or their person.
ALTER TABLE billing_portal_sessions
  ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  ADD COLUMN role text NOT NULL DEFAULT 'owner';
