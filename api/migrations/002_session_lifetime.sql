-- Each login (refresh-token family) ends at login_expires_at whatever its rotations (absolute
-- lifetime); each token still expires after the idle limit. replaced_by links a spent token to
-- its successor, so a second tab presenting it within the reuse grace is told apart from theft.
ALTER TABLE refresh_tokens ADD COLUMN login_expires_at timestamptz;
UPDATE refresh_tokens SET login_expires_at = expires_at;
ALTER TABLE refresh_tokens ALTER COLUMN login_expires_at SET NOT NULL;
ALTER TABLE refresh_tokens ADD COLUMN replaced_by uuid;
