-- Pictures in S3-compatible object storage (ASSETS_S3_*): the row keeps the object's key and no
-- bytes. Rows of the database storage keep their bytes and no key; `npm run assets:migrate` moves
-- them.
ALTER TABLE assets ADD COLUMN object_key text;
ALTER TABLE assets ALTER COLUMN content DROP NOT NULL;
ALTER TABLE assets ADD CONSTRAINT assets_bytes_held CHECK (content IS NOT NULL OR object_key IS NOT NULL);
CREATE INDEX assets_in_database_idx ON assets (id) WHERE object_key IS NULL;

-- Objects whose row is gone, whichever statement deleted it (a profile's edit, the upload sweep, an
-- account's deletion by cascade): the sweep deletes them from the bucket once the deletion has
-- committed, so a rolled-back deletion never loses a picture. An upload lists its object here
-- before writing it and its row's insert takes it off: a rolled-back upload leaves none behind.
CREATE TABLE asset_objects_deleted (
  object_key text PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION assets_object_follows_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_objects_deleted (object_key) VALUES (OLD.object_key) ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;
CREATE TRIGGER assets_object_follows_row AFTER DELETE ON assets
  FOR EACH ROW WHEN (OLD.object_key IS NOT NULL) EXECUTE FUNCTION assets_object_follows_row();
