-- Migration 002_estate_search. Frozen: never edit an applied migration, add a new one.
CREATE TABLE estate_search (
  id text PRIMARY KEY REFERENCES estates(id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  country_code char(2) NOT NULL,
  deal_type text NOT NULL,
  estate_type text NOT NULL,
  price_eur double precision NOT NULL,
  living_space double precision NOT NULL,
  total_space double precision,
  build_year integer,
  rooms integer NOT NULL,
  city_lc text NOT NULL,
  area_lc text,
  published_at timestamptz NOT NULL,
  top_offer_until timestamptz,
  f_location_types smallint NOT NULL DEFAULT 0,
  f_heating smallint NOT NULL DEFAULT 0,
  f_floor_covering smallint NOT NULL DEFAULT 0,
  f_floor_type smallint NOT NULL DEFAULT 0,
  f_kitchen_type smallint NOT NULL DEFAULT 0,
  f_bathroom smallint NOT NULL DEFAULT 0,
  f_other_facilities smallint NOT NULL DEFAULT 0,
  f_security_systems smallint NOT NULL DEFAULT 0,
  f_comfort smallint NOT NULL DEFAULT 0,
  f_furnishings smallint NOT NULL DEFAULT 0,
  f_additional_equipment smallint NOT NULL DEFAULT 0,
  f_glazing smallint NOT NULL DEFAULT 0,
  f_glass_frame smallint NOT NULL DEFAULT 0,
  f_window_view smallint NOT NULL DEFAULT 0,
  f_condition smallint NOT NULL DEFAULT 0
);
CREATE INDEX estate_search_new ON estate_search (published_at DESC, id DESC);
CREATE INDEX estate_search_price ON estate_search (price_eur, id);
CREATE INDEX estate_search_area ON estate_search (living_space, id);
CREATE INDEX estate_search_country_new ON estate_search (country_code, published_at DESC, id DESC);
CREATE INDEX estate_search_country_price ON estate_search (country_code, price_eur, id);
CREATE INDEX estate_search_country_area ON estate_search (country_code, living_space, id);
CREATE INDEX estate_search_deal_new ON estate_search (deal_type, published_at DESC, id DESC);
-- counts of the usual equality filters run as index-only scans
CREATE INDEX estate_search_filters ON estate_search (country_code, deal_type, estate_type, price_eur);
CREATE INDEX estate_search_owner ON estate_search (owner_id, published_at DESC, id DESC);
CREATE INDEX estate_search_city ON estate_search (city_lc);
CREATE INDEX estate_search_area_name ON estate_search (area_lc);
CREATE INDEX estate_search_top ON estate_search (top_offer_until) WHERE top_offer_until IS NOT NULL;

-- bulk inserts (seeding, imports): one statement, the whole transition table at once
CREATE FUNCTION estate_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO estate_search (id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, top_offer_until, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition)
  SELECT e.id, e.owner_id, e.country_code, e.deal_type, e.estate_type, e.price_eur::float8, e.living_space::float8,
  e.total_space::float8, e.build_year, e.rooms, lower(e.city), lower(e.area), COALESCE(e.published_at, e.created_at), e.top_offer_until,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['city','suburb','village','mountains','forest','coast']::text[], v) - 1)), 0) FROM unnest(e.location_types) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['gas','central','oil','electric','underfloor','solar','wood','other']::text[], v) - 1)), 0) FROM unnest(e.heating) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['tile','laminate','linoleum','parquet','carpet','wood','marble','other']::text[], v) - 1)), 0) FROM unnest(e.floor_covering) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['basement','attic','penthouse']::text[], v) - 1)), 0) FROM unnest(e.floor_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['built-in','niche','kitchen-diner','island','open']::text[], v) - 1)), 0) FROM unnest(e.kitchen_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['bathtub','shower','with-toilet','with-window']::text[], v) - 1)), 0) FROM unnest(e.bathroom) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['storeroom','walk-in-wardrobe','guest-toilet','bicycle-room','laundry','cellar','wine-cellar']::text[], v) - 1)), 0) FROM unnest(e.other_facilities) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['alarm','video-surveillance','emergency-call','guard','smoke-detectors']::text[], v) - 1)), 0) FROM unnest(e.security_systems) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['lift','garden','winter-garden','balcony','air-conditioning','fireplace','sauna','pool']::text[], v) - 1)), 0) FROM unnest(e.comfort) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['full','partial','none']::text[], v) - 1)), 0) FROM unnest(e.furnishings) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['washing-machine','fridge','stove','microwave','vacuum-cleaner']::text[], v) - 1)), 0) FROM unnest(e.additional_equipment) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['soundproof','sun-protection','thermal','armoured']::text[], v) - 1)), 0) FROM unnest(e.glazing) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['aluminium','wood','plastic']::text[], v) - 1)), 0) FROM unnest(e.glass_frame) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['sea','mountains','forest','lake','garden','old-town']::text[], v) - 1)), 0) FROM unnest(e.window_view) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['under-construction','new','renovated','modernised','plumbing-renewed','needs-renovation']::text[], v) - 1)), 0) FROM unnest(e.condition) v)::smallint FROM estate_search_new_rows e WHERE e.status = 'published';
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_insert AFTER INSERT ON estates
  REFERENCING NEW TABLE AS estate_search_new_rows FOR EACH STATEMENT EXECUTE FUNCTION estate_search_inserted();

-- changes of searchable columns only (a view counter update does not touch the index)
CREATE FUNCTION estate_search_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM estate_search WHERE id = OLD.id;
  IF NEW.status = 'published' THEN
    INSERT INTO estate_search (id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, top_offer_until, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition)
    SELECT e.id, e.owner_id, e.country_code, e.deal_type, e.estate_type, e.price_eur::float8, e.living_space::float8,
  e.total_space::float8, e.build_year, e.rooms, lower(e.city), lower(e.area), COALESCE(e.published_at, e.created_at), e.top_offer_until,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['city','suburb','village','mountains','forest','coast']::text[], v) - 1)), 0) FROM unnest(e.location_types) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['gas','central','oil','electric','underfloor','solar','wood','other']::text[], v) - 1)), 0) FROM unnest(e.heating) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['tile','laminate','linoleum','parquet','carpet','wood','marble','other']::text[], v) - 1)), 0) FROM unnest(e.floor_covering) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['basement','attic','penthouse']::text[], v) - 1)), 0) FROM unnest(e.floor_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['built-in','niche','kitchen-diner','island','open']::text[], v) - 1)), 0) FROM unnest(e.kitchen_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['bathtub','shower','with-toilet','with-window']::text[], v) - 1)), 0) FROM unnest(e.bathroom) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['storeroom','walk-in-wardrobe','guest-toilet','bicycle-room','laundry','cellar','wine-cellar']::text[], v) - 1)), 0) FROM unnest(e.other_facilities) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['alarm','video-surveillance','emergency-call','guard','smoke-detectors']::text[], v) - 1)), 0) FROM unnest(e.security_systems) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['lift','garden','winter-garden','balcony','air-conditioning','fireplace','sauna','pool']::text[], v) - 1)), 0) FROM unnest(e.comfort) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['full','partial','none']::text[], v) - 1)), 0) FROM unnest(e.furnishings) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['washing-machine','fridge','stove','microwave','vacuum-cleaner']::text[], v) - 1)), 0) FROM unnest(e.additional_equipment) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['soundproof','sun-protection','thermal','armoured']::text[], v) - 1)), 0) FROM unnest(e.glazing) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['aluminium','wood','plastic']::text[], v) - 1)), 0) FROM unnest(e.glass_frame) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['sea','mountains','forest','lake','garden','old-town']::text[], v) - 1)), 0) FROM unnest(e.window_view) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['under-construction','new','renovated','modernised','plumbing-renewed','needs-renovation']::text[], v) - 1)), 0) FROM unnest(e.condition) v)::smallint FROM (SELECT NEW.*) e;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_update AFTER UPDATE ON estates FOR EACH ROW
  WHEN ((OLD.status, OLD.owner_id, OLD.country_code, OLD.deal_type, OLD.estate_type, OLD.price_eur, OLD.living_space, OLD.total_space, OLD.build_year, OLD.rooms, OLD.city, OLD.area, OLD.published_at, OLD.top_offer_until, OLD.location_types, OLD.heating, OLD.floor_covering, OLD.floor_type, OLD.kitchen_type, OLD.bathroom, OLD.other_facilities, OLD.security_systems, OLD.comfort, OLD.furnishings, OLD.additional_equipment, OLD.glazing, OLD.glass_frame, OLD.window_view, OLD.condition) IS DISTINCT FROM (NEW.status, NEW.owner_id, NEW.country_code, NEW.deal_type, NEW.estate_type, NEW.price_eur, NEW.living_space, NEW.total_space, NEW.build_year, NEW.rooms, NEW.city, NEW.area, NEW.published_at, NEW.top_offer_until, NEW.location_types, NEW.heating, NEW.floor_covering, NEW.floor_type, NEW.kitchen_type, NEW.bathroom, NEW.other_facilities, NEW.security_systems, NEW.comfort, NEW.furnishings, NEW.additional_equipment, NEW.glazing, NEW.glass_frame, NEW.window_view, NEW.condition))
  EXECUTE FUNCTION estate_search_changed();

INSERT INTO estate_search (id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, top_offer_until, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition)
SELECT e.id, e.owner_id, e.country_code, e.deal_type, e.estate_type, e.price_eur::float8, e.living_space::float8,
  e.total_space::float8, e.build_year, e.rooms, lower(e.city), lower(e.area), COALESCE(e.published_at, e.created_at), e.top_offer_until,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['city','suburb','village','mountains','forest','coast']::text[], v) - 1)), 0) FROM unnest(e.location_types) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['gas','central','oil','electric','underfloor','solar','wood','other']::text[], v) - 1)), 0) FROM unnest(e.heating) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['tile','laminate','linoleum','parquet','carpet','wood','marble','other']::text[], v) - 1)), 0) FROM unnest(e.floor_covering) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['basement','attic','penthouse']::text[], v) - 1)), 0) FROM unnest(e.floor_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['built-in','niche','kitchen-diner','island','open']::text[], v) - 1)), 0) FROM unnest(e.kitchen_type) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['bathtub','shower','with-toilet','with-window']::text[], v) - 1)), 0) FROM unnest(e.bathroom) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['storeroom','walk-in-wardrobe','guest-toilet','bicycle-room','laundry','cellar','wine-cellar']::text[], v) - 1)), 0) FROM unnest(e.other_facilities) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['alarm','video-surveillance','emergency-call','guard','smoke-detectors']::text[], v) - 1)), 0) FROM unnest(e.security_systems) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['lift','garden','winter-garden','balcony','air-conditioning','fireplace','sauna','pool']::text[], v) - 1)), 0) FROM unnest(e.comfort) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['full','partial','none']::text[], v) - 1)), 0) FROM unnest(e.furnishings) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['washing-machine','fridge','stove','microwave','vacuum-cleaner']::text[], v) - 1)), 0) FROM unnest(e.additional_equipment) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['soundproof','sun-protection','thermal','armoured']::text[], v) - 1)), 0) FROM unnest(e.glazing) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['aluminium','wood','plastic']::text[], v) - 1)), 0) FROM unnest(e.glass_frame) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['sea','mountains','forest','lake','garden','old-town']::text[], v) - 1)), 0) FROM unnest(e.window_view) v)::smallint,
  (SELECT COALESCE(bit_or(1 << (array_position(ARRAY['under-construction','new','renovated','modernised','plumbing-renewed','needs-renovation']::text[], v) - 1)), 0) FROM unnest(e.condition) v)::smallint FROM estates e WHERE e.status = 'published';
