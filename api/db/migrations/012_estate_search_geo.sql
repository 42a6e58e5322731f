-- Migration 012_estate_search_geo. Frozen: never edit an applied migration, add a new one.
-- The map's bbox filter (docs/decisions/0015): the search index carries each published estate's
-- coordinates, with a B-tree on (lat, lng) for the rectangle. The triggers of 002 stay as they are:
-- two more triggers, named to fire after theirs (PostgreSQL fires triggers of one event in name
-- order), copy lat and lng into the rows those wrote.
ALTER TABLE estate_search ADD COLUMN lat double precision, ADD COLUMN lng double precision;
UPDATE estate_search s SET lat = e.lat, lng = e.lng FROM estates e WHERE e.id = s.id AND e.lat IS NOT NULL AND e.lng IS NOT NULL;
CREATE INDEX estate_search_geo ON estate_search (lat, lng) WHERE lat IS NOT NULL;

-- bulk inserts: after estate_search_insert, one statement for the whole transition table
CREATE FUNCTION estate_search_geo_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estate_search s SET lat = n.lat, lng = n.lng
    FROM estate_search_geo_rows n
   WHERE s.id = n.id AND n.status = 'published' AND n.lat IS NOT NULL AND n.lng IS NOT NULL;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_insert_geo AFTER INSERT ON estates
  REFERENCING NEW TABLE AS estate_search_geo_rows FOR EACH STATEMENT EXECUTE FUNCTION estate_search_geo_inserted();

-- changes: after estate_search_update (which may have written the row afresh, without coordinates)
CREATE FUNCTION estate_search_geo_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estate_search SET lat = NEW.lat, lng = NEW.lng
   WHERE id = NEW.id AND (lat, lng) IS DISTINCT FROM (NEW.lat, NEW.lng);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_update_geo AFTER UPDATE ON estates FOR EACH ROW
  WHEN (NEW.status = 'published' AND (NEW.lat IS NOT NULL OR OLD.lat IS NOT NULL))
  EXECUTE FUNCTION estate_search_geo_changed();
