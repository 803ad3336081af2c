-- Sign-in beyond e-mail and password: phone codes, Google and Apple, password recovery, and the
-- development outbox where messages land when no SMTP server or SMS gateway is configured.

-- Proof that the customer controls the address or number: an identity of Google or Apple is
-- linked only to an account whose e-mail is verified here too (never silently merged).
-- locale: the language of the last sign-in, used for the e-mails the account receives.
ALTER TABLE accounts
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN phone_verified_at timestamptz,
  ADD COLUMN locale text;

-- Phone sign-in matches the number in E.164 whatever spacing it was typed with.
CREATE INDEX accounts_phone_e164_idx ON accounts ((regexp_replace(phone, '[^0-9+]', '', 'g')));

-- Google / Apple accounts linked to a portal account, keyed by the issuer's subject.
CREATE TABLE account_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  subject text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX account_identities_account_idx ON account_identities (account_id);

-- One OpenID Connect authorisation in progress: the PKCE verifier and nonce stay on the server;
-- the state (stored hashed) is the key, spent on first use.
CREATE TABLE oidc_flows (
  state_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use password-recovery links; only the SHA-256 of the token is stored.
CREATE TABLE password_recovery_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_recovery_tokens_account_idx ON password_recovery_tokens (account_id);

-- Messages kept instead of sent (no SMTP_URL / no SMS gateway), readable at /dev/outbox.
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  recipient text NOT NULL,
  subject text,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, id DESC);
