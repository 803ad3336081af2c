-- The API's one durable job mechanism (issue 36 §2, api/README "Jobs"): imports, the brand kit's
-- propagation and whatever else outlives a request. Every replica's worker claims due jobs of the
-- kinds it knows (FOR UPDATE SKIP LOCKED) under a lease it renews while it works.
--   queued   waiting for a worker from run_after on (new, retried after an error, or released
--            by a replica that stopped)
--   running  held by the worker whose lease_token it carries until lease_until; a replica killed
--            meanwhile leaves it to be taken again when the lease has run out
--   done     finished with `result`; failed: gave up after its last attempt with `error`
-- `checkpoint` is the last committed step's: a job taken over resumes after it. `key` makes an
-- enqueue idempotent per kind (the same key answers the job already there).
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  key text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  checkpoint jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress_done integer,
  progress_total integer,
  result jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  lease_token uuid,
  lease_until timestamptz,
  run_after timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (kind, key)
);

-- The worker's question: what is due (queued) or abandoned (running past its lease)?
CREATE INDEX jobs_due_idx ON jobs (run_after) WHERE status = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (lease_until) WHERE status = 'running';
CREATE INDEX jobs_account_idx ON jobs (account_id, created_at) WHERE account_id IS NOT NULL;
