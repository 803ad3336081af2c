-- Sign-in security (issue 38): a person's second factors. A person is the account's own login
-- (its owner: account_id) or a member (member_id), exactly one of the two; a member's factors are
-- theirs in every account they belong to. The API's domains: api/src/passkeys/, api/src/second-factor/.

-- WebAuthn credentials (resident keys, user verification required): sign in without a password,
-- and count as a second factor.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  -- base64url, as the authenticator names it.
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  -- The signature counter: an assertion whose counter does not grow (when it is used) is refused.
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  backed_up boolean NOT NULL DEFAULT false,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  CHECK ((account_id IS NULL) <> (member_id IS NULL))
);
CREATE INDEX passkeys_account_idx ON passkeys (account_id) WHERE account_id IS NOT NULL;
CREATE INDEX passkeys_member_idx ON passkeys (member_id) WHERE member_id IS NOT NULL;

-- An authenticator app (TOTP, RFC 6238): one per person. `confirmed_at` null while the set-up
-- waits for its first code; `last_step` is the time step of the last accepted code, so a code
-- is never accepted twice. The secret is encrypted with the server's key.
CREATE TABLE totp_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (member_id IS NULL))
);

-- Ten single-use recovery codes per person (only their hashes), made anew as a set.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (member_id IS NULL))
);
CREATE INDEX recovery_codes_account_idx ON recovery_codes (account_id) WHERE account_id IS NOT NULL;
CREATE INDEX recovery_codes_member_idx ON recovery_codes (member_id) WHERE member_id IS NOT NULL;

-- Who must have a second factor in this account: nobody, those who control billing (the owner and
-- billing members), or everyone.
ALTER TABLE accounts ADD COLUMN second_factor_policy text NOT NULL DEFAULT 'off'
  CHECK (second_factor_policy IN ('off', 'billing', 'everyone'));
