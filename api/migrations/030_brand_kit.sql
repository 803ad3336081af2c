-- The company brand kit (issue 36 §1, api/README "Brand kit"): one per account, the defaults of
-- the branding fields of its profiles and which of them are locked. `kit_values` holds the fields
-- the kit sets (a field absent is not set) as shared/src/validation/brand-kit.ts names them; the
-- logo and intro also have columns of their own, so a picture the kit names is never deleted as
-- unused (assets-repository) and goes with its account. `version` counts the kit's changes.
CREATE TABLE brand_kits (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  kit_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  logo_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  intro_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  locked text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brand_kits_logo_idx ON brand_kits (logo_id) WHERE logo_id IS NOT NULL;
CREATE INDEX brand_kits_intro_idx ON brand_kits (intro_id) WHERE intro_id IS NOT NULL;

-- The kit fields a profile overrides (its own value where the kit has one); every other field the
-- kit sets, the profile follows: a change of the kit is written to it.
ALTER TABLE profiles ADD COLUMN kit_overrides text[] NOT NULL DEFAULT '{}';
