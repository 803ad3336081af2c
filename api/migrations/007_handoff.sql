-- One-time codes that hand the mobile app's session to the portal opened in a webview
-- (docs/webview-contract.md): created by the signed-in app, exchanged once for a new login within
-- 60 seconds. Only the SHA-256 of a code is stored; expiry is decided by the API's clock.
CREATE TABLE handoff_codes (
  code_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX handoff_codes_expires_idx ON handoff_codes (expires_at);
