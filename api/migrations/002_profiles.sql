-- Stored files: images re-encoded by the API, the franchise presets' artwork, sample videos.
-- account_id NULL marks the built-in artwork, which every signed-in customer may read.
CREATE TABLE assets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('logo', 'photo', 'intro', 'video', 'poster')),
  content_type text NOT NULL,
  width integer,
  height integer,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  content bytea NOT NULL,
  -- The still image a video shows before it plays.
  poster_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assets_account_idx ON assets (account_id);

-- User profiles (spec §3): one app user (agent) and its company branding. The texts, colours and
-- options of the outro live in `variables` as the API returns them; what is searched, unique or
-- refers to another row has its own column.
CREATE TABLE profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  login_name text NOT NULL DEFAULT '',
  login_phone text NOT NULL,
  -- The number with only its digits and the leading +: one phone number is one app user (spec §1).
  login_phone_key text NOT NULL UNIQUE,
  company_name text NOT NULL,
  -- Franchise code: '' Independent, NULL Others.
  group_configuration text,
  logo_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  photo_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  intro_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  variables jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_account_idx ON profiles (account_id, created_at);

-- Invitation links: at most one per account, a new link replaces the previous (decisions.md).
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
