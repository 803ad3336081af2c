-- "Text the app link" (issue 36 §3), one row or the users tab's selection of thousands: the users
-- tab shows when each agent was last texted, and no number gets the link twice within 10 minutes,
-- whichever API instance sends it (set in the transaction that queues the text).
ALTER TABLE profiles ADD COLUMN last_texted_at timestamptz;

-- The account's app links of the last 24 hours (its allowance per day scales with its seats,
-- agents/app-link.ts): one row per request that queued some, with how many. Rows older than a day
-- are deleted by the next request of the account.
CREATE TABLE app_link_texts (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  texted_at timestamptz NOT NULL DEFAULT now(),
  texts integer NOT NULL CHECK (texts > 0)
);
CREATE INDEX app_link_texts_account_idx ON app_link_texts (account_id, texted_at);

-- Deleting many profiles at once (the users tab's bulk delete) stays a few index look-ups per
-- profile: what refers to a profile (a video's profile_id, set to NULL) and the pictures a deleted
-- profile used (deleted unless another profile still uses them) are found by index.
CREATE INDEX assets_profile_idx ON assets (profile_id) WHERE profile_id IS NOT NULL;
CREATE INDEX profiles_logo_idx ON profiles (logo_id) WHERE logo_id IS NOT NULL;
CREATE INDEX profiles_photo_idx ON profiles (photo_id) WHERE photo_id IS NOT NULL;
CREATE INDEX profiles_intro_idx ON profiles (intro_id) WHERE intro_id IS NOT NULL;
