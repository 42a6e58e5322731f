-- Migration 025_listing_stats. Frozen: never edit an applied migration, add a new one.
-- Issue 24, item 1: statistics per listing (api/stats/, docs/decisions/0021). Page views and search
-- impressions are counted in each api process's memory and written here in batches: one row of
-- counters per listing and day (UTC). A view counts once per visitor and day: the visitor is a hash
-- of the address and user agent with the day's random salt (stats_salts, shared by every process so
-- the same visitor hashes the same everywhere); the day's hashes sit in estate_view_visitors only
-- so that a second view of the day is recognised; both are deleted once the day is over, so hashes
-- cannot be linked across days and nothing personal is kept. Contacts and favourites are counted
-- from leads, messages and favourites when asked.
CREATE TABLE estate_stats_daily (
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  impressions integer NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  PRIMARY KEY (estate_id, day)
);

CREATE TABLE estate_view_visitors (
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (estate_id, day, visitor)
);
-- the clean-up of past days
CREATE INDEX estate_view_visitors_day ON estate_view_visitors (day);

CREATE TABLE stats_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- contacts per day: the first messages about a listing
CREATE INDEX messages_estate ON messages (estate_id, created_at) WHERE estate_id IS NOT NULL;
