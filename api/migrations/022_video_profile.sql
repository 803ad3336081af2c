-- A video belongs to the profile whose app user made it: the video page names that profile and the
-- users tab links each profile's newest video. Deleting the profile keeps the video, unattributed.
ALTER TABLE assets ADD COLUMN profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE assets ADD COLUMN title text;
CREATE INDEX assets_profile_videos_idx ON assets (profile_id, created_at DESC) WHERE kind = 'video';
