-- A member's other ways in (issue 37): the invited person joins, and later signs in, with Google,
-- Apple or their phone instead of a password. The invitation's link proved their e-mail; the
-- provider's subject (or the number proven by a code) is linked to the member when they join.
-- A member's ways in are theirs only: a subject or number that signs in as an account's own login
-- (account_identities, a proven accounts.phone) is refused when a member joins with it, and the
-- sign-in looks at the owners' tables first, so one never signs in as the other.

-- A member who joined with Google, Apple or phone has no password (until they set one through
-- "Forgot password"). The e-mail sign-in verifies a throwaway hash for them, as for an unknown
-- e-mail: the refusal costs the same.
ALTER TABLE members ALTER COLUMN password_hash DROP NOT NULL;

CREATE TABLE member_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  subject text NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- What the provider said the address was when linked (it need not be the member's e-mail).
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX member_identities_member_idx ON member_identities (member_id);

-- The member's number in E.164, proven by a one-time code when it was set: one member per number.
ALTER TABLE members
  ADD COLUMN phone text UNIQUE CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  ADD COLUMN phone_verified_at timestamptz,
  ADD CONSTRAINT members_phone_proven CHECK ((phone IS NULL) = (phone_verified_at IS NULL));
