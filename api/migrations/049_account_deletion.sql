-- Account deletion (issue 39, api/src/account-deletion/): the owner's request starts a 14-day window
-- (the subscription cancelled, every session ended, sign-in refused but for the owner's undo);
-- then the purge job (`account.purge`, a durable job keyed by this row's id) deletes the account's
-- personal rows and pictures and reduces its kept invoices to what the law requires. The row goes
-- with the account (the cascade): nothing of it outlives the purge.
--   restore_token_hash  the owner signed in during the window: the SHA-256 of the single-use token
--                       that undoes the deletion (POST /v2/account-deletion/restore), valid 15 min
CREATE TABLE account_deletions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  purge_after timestamptz NOT NULL,
  -- The purge job's row (no foreign key: the job outlives the account it purges).
  job_id uuid,
  restore_token_hash text UNIQUE,
  restore_token_expires timestamptz
);
