-- Sign-in security (issue 38): the second-factor step of a sign-in, and the lost-factor recovery.
-- The API's domain: api/src/second-factor/.

-- A sign-in whose first factor was right, for a person with a second factor: single use, a few
-- minutes, in the database so every API process knows it. Only the token's hash is stored.
-- `failures` counts the wrong codes tried with it: it dies at the fifth.
CREATE TABLE second_factor_challenges (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The member signing in, null for the account's own login (its owner).
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_challenges_expires_idx ON second_factor_challenges (expires_at);

-- A lost second factor without recovery codes: the e-mailed link (its hash), then a waiting
-- period once the link is opened, a notice to the owner and the person; when it is over the
-- person's factors are removed at their next sign-in. A sign-in with a factor meanwhile cancels it.
CREATE TABLE second_factor_recoveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The account the person was signing in to: its owner gets the notice.
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  link_expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  completes_at timestamptz,
  completed_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_recoveries_account_idx
  ON second_factor_recoveries (account_id) WHERE member_id IS NULL;
CREATE INDEX second_factor_recoveries_member_idx
  ON second_factor_recoveries (member_id) WHERE member_id IS NOT NULL;
