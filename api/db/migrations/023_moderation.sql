-- Migration 023_moderation. Frozen once applied: never edit it, add a new one.
-- Issue 23, items 4 and 5: operators moderate listings and block or verify accounts.

-- A listing's review state, apart from its owner's status (draft, published, archived):
--   approved     the default: public while published
--   pending      waiting for review (MODERATION=pre: new and re-published listings; any listing its
--                owner edits after an operator unpublished or rejected it)
--   rejected     refused before it was ever public (MODERATION=pre)
--   unpublished  taken down by an operator; the owner cannot publish around it, only edit it and so
--                ask for another review (pending)
-- moderation_reason is the operator's last reason, shown to the owner; moderated_at its time.
ALTER TABLE estates
  ADD COLUMN moderation text NOT NULL DEFAULT 'approved' CHECK (moderation IN ('approved', 'pending', 'rejected', 'unpublished')),
  ADD COLUMN moderation_reason text,
  ADD COLUMN moderated_at timestamptz;
CREATE INDEX estates_moderation ON estates (moderation, updated_at) WHERE moderation <> 'approved';

-- Accounts: blocked by an operator (no sign-in, no session, listings out of every public read), and
-- a realtor verified by an admin (a badge).
ALTER TABLE users
  ADD COLUMN blocked_at timestamptz,
  ADD COLUMN blocked_reason text,
  ADD COLUMN verified_at timestamptz;

-- THE predicate of a listing anyone may see: published, not hidden by reports, approved by
-- moderation, and its owner not blocked. Every public read calls it (api/estates/visibility.ts), and
-- the search index admits only the rows it holds for (the trigger below).
CREATE FUNCTION estate_is_public(p_status text, p_hidden_at timestamptz, p_moderation text, p_owner_id text) RETURNS boolean
  LANGUAGE sql STABLE AS $fn$
  SELECT p_status = 'published' AND p_hidden_at IS NULL AND p_moderation = 'approved'
     AND NOT EXISTS (SELECT 1 FROM users b WHERE b.id = p_owner_id AND b.blocked_at IS NOT NULL)
$fn$;

-- The search index's gate of migration 021, now on the whole predicate.
CREATE OR REPLACE FUNCTION estate_search_skip_hidden() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM estates e WHERE e.id = NEW.id AND estate_is_public(e.status, e.hidden_at, e.moderation, e.owner_id)) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END
$fn$;

-- Setting moderation rewrites the listing's index row (delete, then insert if public). No WHEN: an
-- UPDATE that sets moderation to the value it had re-indexes too, which blocking relies on. Named
-- to fire before estate_search_update_energy and _geo, which then fill the new row.
CREATE TRIGGER estate_search_moderation AFTER UPDATE OF moderation ON estates FOR EACH ROW EXECUTE FUNCTION estate_search_changed();

-- Blocking or unblocking an account re-indexes its listings.
CREATE FUNCTION users_blocked_reindex() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estates SET moderation = moderation WHERE owner_id = NEW.id AND status = 'published';
  RETURN NULL;
END
$fn$;
CREATE TRIGGER users_blocked_reindex AFTER UPDATE OF blocked_at ON users FOR EACH ROW
  WHEN ((OLD.blocked_at IS NULL) IS DISTINCT FROM (NEW.blocked_at IS NULL)) EXECUTE FUNCTION users_blocked_reindex();
