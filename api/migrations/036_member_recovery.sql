-- A member (issue 37) who forgot their password recovers it like an owner: a recovery link names
-- either an account (its owner's login) or a member, never both.
ALTER TABLE password_recovery_tokens
  ALTER COLUMN account_id DROP NOT NULL,
  ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  ADD CONSTRAINT password_recovery_tokens_one_login
    CHECK ((account_id IS NULL) <> (member_id IS NULL));
CREATE INDEX password_recovery_tokens_member_idx ON password_recovery_tokens (member_id)
  WHERE member_id IS NOT NULL;
