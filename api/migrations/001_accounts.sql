-- Customer accounts (spec §3 Account creation). E-mails are stored lower-cased, so the unique
-- constraint is case-insensitive; the CHECK keeps every writer honest about that.
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  origin text NOT NULL CHECK (origin IN ('realty', 'auto')),
  receive_invoices boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- At most one subscription per account; no row means INCOMPLETE (decisions.md).
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  provider_ref text,
  status text NOT NULL
    CHECK (status IN ('ACTIVE', 'TRIAL', 'INCOMPLETE', 'PAST_DUE', 'DISABLED', 'CANCELED')),
  available_users integer NOT NULL DEFAULT 0 CHECK (available_users >= 0),
  grace_expires timestamptz,
  current_period_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens: only the SHA-256 of the token is stored. family_id groups the tokens of one
-- login, so a reused (stolen) token or a logout revokes that login and nothing else.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id);
