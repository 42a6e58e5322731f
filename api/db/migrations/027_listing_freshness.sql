-- Migration 027_listing_freshness. Frozen: never edit an applied migration, add a new one.
-- Issue 24, item 6: listings that stay fresh. confirmed_at is when the owner last said the listing is
-- still on the market: an edit, a click on "still available" in the freshness mail, or a feed import
-- that still carries it. A published listing unconfirmed for LISTING_STALE_DAYS is mailed once
-- (stale_notified_at); unconfirmed LISTING_STALE_GRACE_DAYS after that, it is archived. A
-- confirmation clears stale_notified_at, so the next round starts over (api/estates/freshness.ts).
ALTER TABLE estates ADD COLUMN confirmed_at timestamptz;
UPDATE estates SET confirmed_at = COALESCE(updated_at, created_at);
ALTER TABLE estates ALTER COLUMN confirmed_at SET DEFAULT now();
ALTER TABLE estates ALTER COLUMN confirmed_at SET NOT NULL;
ALTER TABLE estates ADD COLUMN stale_notified_at timestamptz;
-- the job's two questions: published and unconfirmed since a time, not yet mailed; mailed before a time
CREATE INDEX estates_fresh_due ON estates (confirmed_at) WHERE status = 'published' AND stale_notified_at IS NULL;
CREATE INDEX estates_fresh_notified ON estates (stale_notified_at) WHERE status = 'published' AND stale_notified_at IS NOT NULL;
