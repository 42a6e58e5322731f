-- Migration 029_content_sources. Frozen: never edit an applied migration, add a new one.
-- Issue 23, item 6: operators write articles, news, legal pages and country guides in Markdown.
-- The Markdown source is kept beside the rendered, sanitized HTML so the editor can open it again;
-- null source: the body was written as sanitized HTML (the seed), and the editor shows that HTML.
ALTER TABLE articles ADD COLUMN source text;
ALTER TABLE articles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE countries ADD COLUMN guide_source jsonb NOT NULL DEFAULT '{}'::jsonb;   -- {lng: Markdown}
