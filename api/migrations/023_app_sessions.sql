-- The mobile app's side (docs/app-contract.md): agents sign in with their profile's login phone and
-- get sessions of their own audience, and each configuration fetch is recorded on the profile.

-- A login is the portal's (the customer, `account_id`) or the app's (one agent: `profile_id`, with
-- the profile's account in `account_id`). A refresh token never crosses from one to the other.
-- revoked_reason says why an app login ended, so the app hears "deleted" or "deactivated" (403)
-- rather than a bare 401; the family id of its token still finds it once the profile is gone.
ALTER TABLE refresh_tokens
  ADD COLUMN audience text NOT NULL DEFAULT 'portal' CHECK (audience IN ('portal', 'app')),
  ADD COLUMN profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  ADD COLUMN revoked_reason text;
CREATE INDEX refresh_tokens_profile_idx ON refresh_tokens (profile_id) WHERE profile_id IS NOT NULL;

-- The last configuration the agent's app received: when, and its version (the ETag of
-- GET /app/v1/configuration). The users tab compares it with the configuration's version now.
ALTER TABLE profiles
  ADD COLUMN app_synced_at timestamptz,
  ADD COLUMN app_synced_version text;
