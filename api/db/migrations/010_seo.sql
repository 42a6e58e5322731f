-- Migration 010_seo. Frozen: never edit an applied migration, add a new one.
-- The sitemaps (api/sitemaps) walk the published estates in alias order, 50 000 at a time, and the
-- realtors in alias order: these indexes answer both walks from the index alone.
CREATE INDEX estates_sitemap ON estates (alias_id, updated_at) WHERE status = 'published';
CREATE INDEX users_realtors_sitemap ON users (alias_id, updated_at) WHERE is_realtor;
