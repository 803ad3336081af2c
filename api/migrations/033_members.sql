-- A team of administrators (issue 37, api/src/members/). The account's own login (accounts.email
-- and password, every existing sign-in way) is its owner: exactly one by construction, never in
-- `memberships`, so it can be neither removed nor demoted. Every other administrator is a member:
-- a person (e-mail unique, lower-cased; a password of their own) with a role in each account they
-- belong to. The seats of the plan count profiles (agents) only: members take none.
CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'billing', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  PRIMARY KEY (account_id, member_id)
);
CREATE INDEX memberships_member_idx ON memberships (member_id);

-- An invitation by e-mail: a one-time link (only the SHA-256 of its 32 random bytes is kept),
-- valid 7 days, revocable. `invited_by`: 'owner' or the inviting member's id.
CREATE TABLE member_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('admin', 'billing', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX member_invitations_pending_idx ON member_invitations (account_id, created_at)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- A portal login names its member (null: the owner's own login). Removing a member revokes
-- their logins in the same transaction; every authenticated call also checks the membership.
ALTER TABLE refresh_tokens ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE;
CREATE INDEX refresh_tokens_member_idx ON refresh_tokens (member_id) WHERE member_id IS NOT NULL;
-- The mobile app's handoff to a webview opens a login of the same person, not the owner's.
ALTER TABLE handoff_codes ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE;
