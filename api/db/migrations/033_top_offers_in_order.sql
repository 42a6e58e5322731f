-- Migration 033_top_offers_in_order. Frozen: never edit an applied migration, add a new one.
-- The current top offers of a search in the search's own order (docs/decisions/0025, "Top offers in
-- order"): one partial index per sort column over the estates with a top offer, each covering every
-- filter column but energy_rank (32 columns, the limit), so the top-offers part of a search walks
-- the few rows it needs in order (LIMIT 4) instead of reading every current top offer and sorting them.
-- price_asc/price_desc and area_asc/area_desc read their index forwards or backwards.
CREATE INDEX estate_search_top_new ON estate_search (published_at DESC, id DESC)
  INCLUDE (top_offer_until, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms,
  city_lc, area_lc, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities,
  f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition,
  place_id, lat, lng)
  WHERE top_offer_until IS NOT NULL;
CREATE INDEX estate_search_top_price ON estate_search (price_eur, id)
  INCLUDE (top_offer_until, owner_id, country_code, deal_type, estate_type, published_at, living_space, total_space, build_year, rooms,
  city_lc, area_lc, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities,
  f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition,
  place_id, lat, lng)
  WHERE top_offer_until IS NOT NULL;
CREATE INDEX estate_search_top_area ON estate_search (living_space, id)
  INCLUDE (top_offer_until, owner_id, country_code, deal_type, estate_type, published_at, price_eur, total_space, build_year, rooms,
  city_lc, area_lc, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities,
  f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition,
  place_id, lat, lng)
  WHERE top_offer_until IS NOT NULL;
