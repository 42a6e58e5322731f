-- Migration 032_search_at_a_million. Frozen: never edit an applied migration, add a new one.
-- Search at a million estates on a PostgreSQL server (docs/decisions/0025).
-- A deal type sorted by price (the map's wide box, rents by price): the price index alone walks every
-- rent before the first sale.
CREATE INDEX estate_search_deal_price ON estate_search (deal_type, price_eur, id);
-- The current top offers of a place or a map box stay an index-only scan: the covering index of 003
-- predates place_id (011), lat and lng (012). (energy_rank, 020, would be a 33rd column: over the limit.)
DROP INDEX estate_search_top;
CREATE INDEX estate_search_top ON estate_search (top_offer_until)
  INCLUDE (id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition,
  place_id, lat, lng)
  WHERE top_offer_until IS NOT NULL;
-- A place with a deal type: the page and the capped count read the index alone, not a heap page per match.
DROP INDEX estate_search_place;
CREATE INDEX estate_search_place ON estate_search (place_id, published_at DESC, id DESC) INCLUDE (deal_type);
