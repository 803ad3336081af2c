-- The users list filters by app status in SQL (never signed in, up to date, update pending).
-- The configuration's version (docs/app-contract.md) is "<content>.<context>": the profile's own
-- part, a hash of what the profile makes of the configuration, written here on every profile write
-- and every fetch; and the account's part (its subscription, the key signing the image URLs),
-- computed per request. A profile is up to date when app_synced_version equals
-- app_content_version || '.' || the account's context now.
ALTER TABLE profiles ADD COLUMN app_content_version text;
