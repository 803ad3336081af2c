-- A login phone is unique within an account, no longer across accounts (api/README "Profiles"):
-- refusing a number another customer already had told any customer which numbers are agents, and
-- let one customer take a number before the agent's own company could. A number on profiles of
-- several accounts signs in to the one its agent picks with the code (docs/app-contract.md).
ALTER TABLE profiles DROP CONSTRAINT profiles_login_phone_key_key;
CREATE UNIQUE INDEX profiles_account_login_phone_key ON profiles (account_id, login_phone_key);
-- The app's sign-in finds every profile of a number.
CREATE INDEX profiles_login_phone_key_idx ON profiles (login_phone_key);
