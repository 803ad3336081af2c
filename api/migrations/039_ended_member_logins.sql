-- A member removed from the team (issue 37): their logins end at once, and their tokens go with
-- the member's row when they belong to no other team. Each live token of those logins is kept here
-- until its login would have ended, so the next call or refresh of a tab still open answers
-- 401 MEMBERSHIP_ENDED ("you are no longer a member") rather than "your session has expired".
CREATE TABLE ended_member_logins (
  token_hash text PRIMARY KEY,
  family_id uuid NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ends_at timestamptz NOT NULL
);
CREATE INDEX ended_member_logins_family_idx ON ended_member_logins (family_id);
