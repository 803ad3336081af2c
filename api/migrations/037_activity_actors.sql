-- The people the activity log names (issue 37), one row per account and person ('owner' or a
-- member's id), with the e-mail, name and role of their newest event: the Activity tab's person
-- filter lists those who have left the team from here, never by scanning the events. Kept by
-- appendEvent in the statement that appends the event; the retention job removes a person whose
-- events have all expired.
CREATE TABLE activity_actors (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text NOT NULL,
  email text,
  name text,
  role text,
  PRIMARY KEY (account_id, member_id)
);

-- The people of the events already written, each with their newest identity.
INSERT INTO activity_actors (account_id, member_id, email, name, role)
SELECT DISTINCT ON (account_id, actor_member_id)
       account_id, actor_member_id, actor_email, actor_name, actor_role
FROM activity_events
WHERE actor_kind = 'member' AND actor_member_id IS NOT NULL
ORDER BY account_id, actor_member_id, at DESC, id DESC;
