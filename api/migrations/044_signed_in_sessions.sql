-- Devices and sessions (issue 38). Each portal login (refresh-token family) as the settings list
-- shows it: the browser's User-Agent and the address it signed in from, when it started and when
-- it was last active (moved on each refresh, and by a request at most every few minutes). The
-- login is live while its refresh_tokens say so; this row only describes it. Logins started before
-- this migration have none: the list shows them without a device.
CREATE TABLE portal_logins (
  family_id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  user_agent text CHECK (length(user_agent) <= 512),
  ip text CHECK (length(ip) <= 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portal_logins_account_idx ON portal_logins (account_id);
CREATE INDEX portal_logins_member_idx ON portal_logins (member_id) WHERE member_id IS NOT NULL;

-- The devices (browser and system, "Chrome|macOS") a person has signed in from: a sign-in from one
-- they never used sends the new-device e-mail, except for their very first sign-in. A person is
-- the account's own login (its owner: account_id) or a member (member_id), exactly one of the two.
CREATE TABLE known_devices (
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  device text NOT NULL CHECK (length(device) <= 200),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (member_id IS NULL))
);
CREATE UNIQUE INDEX known_devices_account_idx ON known_devices (account_id, device)
  WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX known_devices_member_idx ON known_devices (member_id, device)
  WHERE member_id IS NOT NULL;
