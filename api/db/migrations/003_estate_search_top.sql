-- Migration 003_estate_search_top. Frozen: never edit an applied migration, add a new one.
DROP INDEX estate_search_top;
CREATE INDEX estate_search_top ON estate_search (top_offer_until)
  INCLUDE (id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition)
  WHERE top_offer_until IS NOT NULL;
