-- Migration 011_places. Frozen: never edit an applied migration, add a new one.
-- The place index (decision 0014): countries, regions, cities and the areas listings name, each with
-- its name in every interface language, and every spelling it is searched by (place_names.key, the
-- name as place_key() reads it). Ids are paths of slugs ("es", "es.andalusia", "es.andalusia.malaga"),
-- so a place and everything inside it is one range of ids. The catalogue itself is kept in step with
-- api/places/catalog.ts at start (api/places/sync.ts); a city no catalogue knows is added here, by
-- place_for(), the first time a listing names it.

-- The search key of a name; the same table as shared/place-key.ts (a unit test compares the two).
CREATE FUNCTION place_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(name, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıĦħŦŧȘșȚțЁёАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЇЄҐЎABCDEFGHIJKLMNOPQRSTUVWXYZ',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddllihhttssttееабвгдежзийклмнопрстуфхцчшщъыьэюяіїєґўabcdefghijklmnopqrstuvwxyz')), '[^a-z0-9а-яіїєґў]+', ' ', 'g'))
$fn$;

CREATE TABLE places (
  id text COLLATE "C" PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('country', 'region', 'city', 'area')),
  country_code char(2) NOT NULL,
  parent_id text COLLATE "C" REFERENCES places(id),
  -- {"en": …, "de": …, "ru": …, "es": …}: every language present
  names jsonb NOT NULL,
  lat double precision,
  lng double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX places_parent ON places (parent_id);

-- every spelling of a place: its names in the four languages and its aliases, one row per key
CREATE TABLE place_names (
  place_id text COLLATE "C" NOT NULL REFERENCES places(id) ON DELETE CASCADE,
  key text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (place_id, key)
);
CREATE INDEX place_names_key ON place_names (key);

-- which version of api/places/catalog.ts the table holds (a hash), so a start with the same one does nothing
CREATE TABLE place_catalog (
  id integer PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);

-- The place of a listing from its country, city and area: the catalogue's city (in the region the
-- area names, when it names one), else a new city under that region or the country; an area that is
-- not a region becomes a district of the city. Null when the country is not in the index yet.
CREATE FUNCTION place_for(cc text, city text, area text) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
  country_id text := lower(btrim(cc));
  code text := upper(btrim(cc));
  ck text := place_key(COALESCE(city, ''));
  ak text := place_key(COALESCE(area, ''));
  region_id text;
  city_id text;
  area_id text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM places p WHERE p.id = country_id) THEN
    RETURN NULL;
  END IF;
  IF ck = '' THEN
    RETURN country_id;
  END IF;
  IF ak <> '' AND ak <> ck THEN
    SELECT p.id INTO region_id FROM place_names n JOIN places p ON p.id = n.place_id
     WHERE n.key = ak AND p.country_code = code AND p.kind = 'region' ORDER BY p.id LIMIT 1;
  END IF;
  SELECT p.id INTO city_id FROM place_names n JOIN places p ON p.id = n.place_id
   WHERE n.key = ck AND p.country_code = code AND p.kind = 'city'
   ORDER BY (p.parent_id IS NOT DISTINCT FROM region_id) DESC, p.id LIMIT 1;
  IF city_id IS NULL THEN
    city_id := COALESCE(region_id, country_id) || '.' || replace(ck, ' ', '-');
    INSERT INTO places (id, kind, country_code, parent_id, names)
    VALUES (city_id, 'city', code, COALESCE(region_id, country_id),
            jsonb_build_object('en', btrim(city), 'de', btrim(city), 'ru', btrim(city), 'es', btrim(city)))
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO place_names (place_id, key, name) VALUES (city_id, ck, btrim(city)) ON CONFLICT DO NOTHING;
  END IF;
  IF ak = '' OR ak = ck OR region_id IS NOT NULL THEN
    RETURN city_id;
  END IF;
  SELECT p.id INTO area_id FROM place_names n JOIN places p ON p.id = n.place_id
   WHERE n.key = ak AND p.parent_id = city_id ORDER BY p.id LIMIT 1;
  IF area_id IS NULL THEN
    area_id := city_id || '.' || replace(ak, ' ', '-');
    INSERT INTO places (id, kind, country_code, parent_id, names)
    VALUES (area_id, 'area', code, city_id,
            jsonb_build_object('en', btrim(area), 'de', btrim(area), 'ru', btrim(area), 'es', btrim(area)))
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO place_names (place_id, key, name) VALUES (area_id, ak, btrim(area)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN area_id;
END
$fn$;

-- Every writer (the api, the seed, imports, plain SQL) gets the place: a new listing without one, and
-- a listing whose country, city or area changed while its place did not.
ALTER TABLE estates ADD COLUMN place_id text COLLATE "C" REFERENCES places(id);
CREATE FUNCTION estates_place() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.place_id IS NULL THEN
      NEW.place_id := place_for(NEW.country_code, NEW.city, NEW.area);
    END IF;
  ELSIF NEW.place_id IS NULL OR (NEW.place_id IS NOT DISTINCT FROM OLD.place_id
        AND (OLD.country_code, OLD.city, OLD.area) IS DISTINCT FROM (NEW.country_code, NEW.city, NEW.area)) THEN
    NEW.place_id := place_for(NEW.country_code, NEW.city, NEW.area);
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER estates_place BEFORE INSERT OR UPDATE OF country_code, city, area, place_id ON estates
  FOR EACH ROW EXECUTE FUNCTION estates_place();
CREATE INDEX estates_place ON estates (place_id);

-- The search index carries the place; its rows are written by the triggers of migration 002, so a row
-- takes the place of its estate as it is inserted, and a place changed alone is copied over.
ALTER TABLE estate_search ADD COLUMN place_id text COLLATE "C";
CREATE FUNCTION estate_search_place() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT e.place_id INTO NEW.place_id FROM estates e WHERE e.id = NEW.id;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER estate_search_place BEFORE INSERT ON estate_search FOR EACH ROW EXECUTE FUNCTION estate_search_place();
CREATE FUNCTION estate_search_place_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE estate_search SET place_id = NEW.place_id WHERE id = NEW.id;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_place_update AFTER UPDATE OF place_id ON estates FOR EACH ROW
  WHEN (OLD.place_id IS DISTINCT FROM NEW.place_id) EXECUTE FUNCTION estate_search_place_changed();
-- a place and everything inside it: id = $1 OR id in ($1 || '.', $1 || '/')
CREATE INDEX estate_search_place ON estate_search (place_id, published_at DESC, id DESC);
