-- The users list of large accounts (GET /v2/users/me/users): pages in (created_at, id) order and a
-- search over names, e-mail and phone. What is searched is kept lower-cased (and the phone as its
-- digits) in generated columns, so a search is a substring match on a trigram (pg_trgm) index:
-- contrib on PostgreSQL, loaded by openPglite on the embedded database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE profiles
  -- Login name, outro full name and outro e-mail, one per line: a search never spans two of them.
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(login_name || E'\n' || coalesce(variables ->> 'outroFullName', '') || E'\n' ||
          coalesce(variables ->> 'outroEmail', ''))
  ) STORED,
  ADD COLUMN search_phone text GENERATED ALWAYS AS (regexp_replace(login_phone, '[^0-9]', '', 'g')) STORED;

CREATE INDEX profiles_search_text_trgm ON profiles USING gin (search_text gin_trgm_ops);
CREATE INDEX profiles_search_phone_trgm ON profiles USING gin (search_phone gin_trgm_ops);

-- The keyset of the list: its order, whole, so the page after a cursor is one index range.
CREATE INDEX profiles_account_order_idx ON profiles (account_id, created_at, id);
DROP INDEX profiles_account_idx;
