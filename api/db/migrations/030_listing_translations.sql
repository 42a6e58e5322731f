-- Migration 030_listing_translations. Frozen: never edit an applied migration, add a new one.
-- Issue 26, item 1: listings in the reader's language. A machine translation of a listing's title or
-- description into a language the lister did not write, made by the translation job on the queue
-- (api/estates/translations.ts) and kept per listing, field and target language with a hash of the
-- source text it was made from: it is shown only while that hash still matches the listing's text, and
-- made again only when the text changes.
CREATE TABLE estate_translations (
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('title','description')),
  language text NOT NULL CHECK (language IN ('en','de','ru','es')),
  source_language text NOT NULL CHECK (source_language IN ('en','de','ru','es')),
  source_hash text NOT NULL,
  text text NOT NULL,
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (estate_id, field, language)
);
-- characters sent to the engine per UTC day, counted in the database so TRANSLATE_DAILY_CHARS holds
-- across every api process
CREATE TABLE translation_usage (
  day date PRIMARY KEY,
  chars bigint NOT NULL DEFAULT 0 CHECK (chars >= 0)
);
