-- Passkeys (issue 38): the WebAuthn challenges the API hands out, so that any API instance can
-- check the answer and each challenge is used once (deleted as it is checked). Short-lived:
-- expired rows are swept as new ones are written.
CREATE TABLE webauthn_challenges (
  -- base64url, as it travels in the ceremony's clientDataJSON.
  challenge text PRIMARY KEY,
  -- 'register' (settings), 'sign-in' (no password), 'second-factor' (after a first step).
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'second-factor')),
  -- The person it was made for (registration, second factor); none for a discoverable sign-in.
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  -- The second-factor step's own challenge this WebAuthn challenge answers.
  sign_in_challenge text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);
