-- Importing agents from a spreadsheet or a pasted list (issue 36 §2, api/src/imports/). An import
-- holds its file's rows (so columns can be re-mapped), the preview made of them and, once applied,
-- each row's final result: the job that writes them marks a row in the same transaction as its
-- profile, so a job resumed after a crash neither loses nor repeats one. `file_sha256`: the same
-- file uploaded again by the account answers the import already made of it.
CREATE TABLE imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'preview'
    CHECK (status IN ('preview', 'queued', 'running', 'done', 'failed')),
  -- The template language of rows that name none (the uploader's language, unless the kit sets one).
  language text NOT NULL,
  headers jsonb NOT NULL,
  mapping jsonb NOT NULL,
  duplicates text NOT NULL DEFAULT 'update' CHECK (duplicates IN ('update', 'skip')),
  locked jsonb NOT NULL DEFAULT '[]'::jsonb,
  totals jsonb NOT NULL,
  seats jsonb NOT NULL,
  job_id uuid,
  summary jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_account_file_idx ON imports (account_id, file_sha256);

-- One row of the file. `outcome` is the preview's (add, update, skip, invalid, duplicate,
-- noSeat); `result` the job's (added, updated, skipped, failed; null: not handled yet) with its
-- `reason` (a message id) when failed.
CREATE TABLE import_rows (
  import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  line integer NOT NULL,
  raw jsonb NOT NULL,
  cells jsonb NOT NULL,
  outcome text NOT NULL,
  errors jsonb NOT NULL DEFAULT '{}'::jsonb,
  duplicate_of integer,
  phone_key text,
  result text CHECK (result IN ('added', 'updated', 'skipped', 'failed')),
  reason text,
  profile_id uuid,
  PRIMARY KEY (import_id, line)
);
CREATE INDEX import_rows_problems_idx ON import_rows (import_id, line)
  WHERE outcome NOT IN ('add', 'update');

-- The import that added a profile: "text the app link to the N new agents" selects them.
ALTER TABLE profiles ADD COLUMN import_id uuid REFERENCES imports (id) ON DELETE SET NULL;
CREATE INDEX profiles_import_idx ON profiles (import_id) WHERE import_id IS NOT NULL;
