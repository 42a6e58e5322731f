-- Migration 022_estate_media_links. Frozen: never edit an applied migration, add a new one.
-- A listing's video and virtual tour (shared/core/media-links.ts): the video as its provider and id
-- (YouTube's 11 characters or Vimeo's number; the page builds the privacy-enhanced player's URL from
-- them), the tour as its canonical https link on an allowed host. The api checks both before
-- writing; the constraints only keep a provider without an id (or the reverse) out.
ALTER TABLE estates ADD COLUMN video_provider text CHECK (video_provider IN ('youtube', 'vimeo'));
ALTER TABLE estates ADD COLUMN video_id text CHECK (char_length(video_id) <= 32);
ALTER TABLE estates ADD COLUMN tour_url text CHECK (char_length(tour_url) <= 500);
ALTER TABLE estates ADD CONSTRAINT estates_video_whole CHECK ((video_provider IS NULL) = (video_id IS NULL));
