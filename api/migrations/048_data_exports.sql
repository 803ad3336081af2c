-- "Export my data" (issue 39, api/src/data-export/): the owner's request, the durable job that
-- builds its one ZIP, and where the file is kept. The e-mailed link is signed (an HMAC of the
-- export's id, account and expiry with the server's secret): nothing of it is stored here.
--   queued / running  the job builds the ZIP (the job's row holds its progress)
--   ready             the file is stored (object_key) until expires_at; downloaded_at: last download
--   failed            the job gave up; expired: past expires_at, its file removed by the sweep
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  job_id uuid,
  locale text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
  -- 'database:<id>' (the chunks below) or the bucket's key.
  object_key text,
  byte_size bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz
);
CREATE INDEX data_exports_account_idx ON data_exports (account_id, created_at DESC);
-- One export under way per account at a time.
CREATE UNIQUE INDEX data_exports_one_running_idx ON data_exports (account_id)
  WHERE status IN ('queued', 'running');

-- The ZIP's bytes when pictures live in the database (no bucket): 1 MiB pieces in order, so the
-- job writes and a download reads it as a stream. An attempt's pieces are replaced by the next's.
CREATE TABLE data_export_chunks (
  export_id uuid NOT NULL REFERENCES data_exports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (export_id, seq)
);
-- Already compressed: PostgreSQL would try to compress them again.
ALTER TABLE data_export_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
