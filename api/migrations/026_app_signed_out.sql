-- The users tab says "Signed out: number changed" when the customer changed an agent's login phone
-- after the agent had signed in (its app logins end with the change, docs/app-contract.md): set
-- then, cleared by the agent's next configuration fetch (it signed in again with the new number).
ALTER TABLE profiles ADD COLUMN app_signed_out_at timestamptz;
