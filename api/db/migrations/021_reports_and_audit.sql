-- Migration 021_reports_and_audit. Frozen: never edit an applied migration, add a new one.
-- Issue 23, item 3: visitors report a listing. Item 9: the operators' append-only audit trail.

-- A listing hidden until an operator reviews it (by REPORTS_HIDE_AT open reports from different
-- reporters, api/reports). One column, so moderation clears it the same way whatever hid it.
-- A hidden listing has no row in the search index (so no search, count, map or top offer shows it):
-- the BEFORE INSERT trigger below refuses its row, and flipping the column rewrites the row through
-- migration 002's estate_search_changed (delete, then insert unless hidden).
ALTER TABLE estates ADD COLUMN hidden_at timestamptz;

CREATE FUNCTION estate_search_skip_hidden() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM estates e WHERE e.id = NEW.id AND e.hidden_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END
$fn$;
-- named to run before estate_search_place (BEFORE triggers fire in name order)
CREATE TRIGGER estate_search_hidden BEFORE INSERT ON estate_search FOR EACH ROW EXECUTE FUNCTION estate_search_skip_hidden();
CREATE TRIGGER estate_search_hidden_update AFTER UPDATE OF hidden_at ON estates FOR EACH ROW
  WHEN (OLD.hidden_at IS DISTINCT FROM NEW.hidden_at) EXECUTE FUNCTION estate_search_changed();

-- The reports. reporter: 'u:<user id>' when signed in, else 'ip:<sha-256 of the salt and the client
-- address>' (no address is stored). One open report per reporter and listing.
CREATE TABLE estate_reports (
  id bigserial PRIMARY KEY,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  reporter text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('spam','fraud','wrong_data','sold_or_let','offensive','other')),
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by text REFERENCES users(id) ON DELETE SET NULL,
  decision text CHECK (decision IN ('dismissed','upheld')),
  CHECK ((closed_at IS NULL) = (decision IS NULL))
);
CREATE UNIQUE INDEX estate_reports_one_open ON estate_reports (estate_id, reporter) WHERE closed_at IS NULL;
CREATE INDEX estate_reports_open ON estate_reports (created_at) WHERE closed_at IS NULL;

-- The salt of the reporters' address hashes: made once per database, never leaves it.
CREATE TABLE report_salt (id boolean PRIMARY KEY DEFAULT true CHECK (id), salt text NOT NULL);
INSERT INTO report_salt (salt) VALUES (md5(random()::text || clock_timestamp()::text) || md5(random()::text));

-- The operators' audit trail: rows are only ever added. UPDATE is refused; DELETE too, except by the
-- retention job, which sets `SET LOCAL app.audit_retention = 'on'` in its transaction.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  before jsonb,
  after jsonb
);
CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_actor ON operator_audit (actor, at DESC);
CREATE INDEX operator_audit_target ON operator_audit (target_type, target_id, at DESC);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
