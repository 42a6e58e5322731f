-- Mass import of listings from feeds (issue 11). The job queue (pg-boss) keeps its own tables in the
-- schema `pgboss`, created and migrated by pg-boss itself at start (api/integrations/jobs/).

-- One upload: its validation report, then the run's progress. The uploaded file stays on disk under
-- DATA_DIR/imports until the import ends (file_path), so the run streams it again instead of keeping
-- 20,000 parsed listings in memory or in a row.
CREATE TABLE imports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('csv','openimmo','kyero')),
  status text NOT NULL CHECK (status IN ('validated','invalid','queued','running','done','failed','canceled')),
  file_name text NOT NULL,
  file_path text,
  full_feed boolean NOT NULL DEFAULT false,
  lang text NOT NULL DEFAULT 'en',
  report jsonb NOT NULL DEFAULT '{}'::jsonb,
  progress jsonb NOT NULL DEFAULT '{}'::jsonb,
  error_code text,
  error text,
  job_id text,
  cancel_requested boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  heartbeat_at timestamptz
);
CREATE INDEX imports_owner_created ON imports (owner_id, created_at DESC);
-- one running import per user: a second worker's claim fails on this index and waits its turn
CREATE UNIQUE INDEX imports_one_running ON imports (owner_id) WHERE status = 'running';

-- What a feed listing became: keyed by the owner and the feed's own id, with a hash of the mapped
-- listing and one of its photo sources, so a re-import skips what did not change.
CREATE TABLE imported_listings (
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  content_hash text NOT NULL,
  photos_hash text NOT NULL,
  withdrawn boolean NOT NULL DEFAULT false,
  last_import_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, external_id)
);
CREATE INDEX imported_listings_estate ON imported_listings (estate_id);
