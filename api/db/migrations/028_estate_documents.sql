-- Migration 028_estate_documents. Frozen: never edit an applied migration, add a new one.
-- Issue 24, item 4: floor plans and documents of an estate. A floor plan is an image (stored through the
-- photo pipeline: re-encoded WebP, its thumbnail beside it) or a PDF; a document is a PDF. Files live in
-- the media store under storage_key (estates/<estate>/...); rows go with their estate (the files are
-- removed by the api after the commit: api/estates/documents-service.ts).
CREATE TABLE estate_documents (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('floorplan', 'document')),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  storage_key text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/webp')),
  size integer NOT NULL CHECK (size >= 0),
  width integer,
  height integer,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estate_documents_estate ON estate_documents (estate_id, position);
