-- Migration 020_estate_energy. Frozen: never edit an applied migration, add a new one.
-- The energy certificate of a listing (docs/decisions/0024): `energy` holds it as the api answers it
-- ({rating, value, unit, kind, validUntil?} or {exempt: true}; NULL when the lister gave none), and
-- `energy_rank` is its class as a number, best first (A+ 0, A 1, … G 7; NULL when exempt or unknown),
-- computed by PostgreSQL so every writer keeps it right. The search index carries the rank for
-- `energyRating_lte` (`energy_rank <= n` leaves out listings without a class). No index on it: a
-- class bound keeps about half of the listings, so it is a filter beside the indexed ones.
-- The triggers of 002 stay as they are; two more, named to fire after theirs (and beside 012's),
-- copy the rank into the rows those wrote, as 012 does for the coordinates.
ALTER TABLE estates ADD COLUMN energy jsonb;
ALTER TABLE estates ADD COLUMN energy_rank smallint GENERATED ALWAYS AS (
  CASE energy->>'rating' WHEN 'A+' THEN 0 WHEN 'A' THEN 1 WHEN 'B' THEN 2 WHEN 'C' THEN 3
                         WHEN 'D' THEN 4 WHEN 'E' THEN 5 WHEN 'F' THEN 6 WHEN 'G' THEN 7 END) STORED;
ALTER TABLE estate_search ADD COLUMN energy_rank smallint;

-- bulk inserts: after estate_search_insert, one statement for the whole transition table
CREATE FUNCTION estate_search_energy_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estate_search s SET energy_rank = n.energy_rank
    FROM estate_search_energy_rows n
   WHERE s.id = n.id AND n.status = 'published' AND n.energy_rank IS NOT NULL;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_insert_energy AFTER INSERT ON estates
  REFERENCING NEW TABLE AS estate_search_energy_rows FOR EACH STATEMENT EXECUTE FUNCTION estate_search_energy_inserted();

-- changes: after estate_search_update (which may have written the row afresh, without the rank)
CREATE FUNCTION estate_search_energy_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estate_search SET energy_rank = NEW.energy_rank
   WHERE id = NEW.id AND energy_rank IS DISTINCT FROM NEW.energy_rank;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_update_energy AFTER UPDATE ON estates FOR EACH ROW
  WHEN (NEW.status = 'published' AND (NEW.energy_rank IS NOT NULL OR OLD.energy_rank IS NOT NULL))
  EXECUTE FUNCTION estate_search_energy_changed();
