-- Migration 013_saved_searches. Frozen: never edit an applied migration, add a new one.
-- Saved searches and their alerts (issue 15, item 4; docs/decisions/0016). A saved search keeps the
-- canonical query of shared/search-query.ts; the alert job mails the listings published, and the
-- price drops recorded (estate_price_history, migration 008), since the search was last run.
CREATE TABLE saved_searches (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- the canonical query string, the country included as geoData.countryCode, without page
  query text NOT NULL CHECK (length(query) <= 2000),
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  enabled boolean NOT NULL DEFAULT true,
  -- nothing published or reduced before this is mailed (the save, or the last resume)
  watch_from timestamptz NOT NULL DEFAULT now(),
  last_run_at timestamptz,
  -- when the job looks at it next (instant: every run)
  next_run_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, created_at DESC, id DESC);
CREATE INDEX saved_searches_due ON saved_searches (next_run_at) WHERE enabled;

-- What each search has mailed: a listing is never mailed twice for a search at the same price.
CREATE TABLE saved_search_sent (
  search_id text NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('new', 'drop')),
  price numeric(14,2) NOT NULL,
  currency text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (search_id, estate_id, kind, price, currency)
);
CREATE INDEX saved_search_sent_estate ON saved_search_sent (estate_id);

-- the price changes of a time window (the job's price drops)
CREATE INDEX estate_price_history_changed ON estate_price_history (changed_at);
