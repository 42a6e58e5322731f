-- Migration 004_estate_search_count. Frozen: never edit an applied migration, add a new one.
DROP INDEX estate_search_filters;
CREATE INDEX estate_search_filters ON estate_search (country_code, deal_type, estate_type, price_eur)
  INCLUDE (living_space, total_space, build_year, rooms, f_location_types, f_heating, f_floor_covering, f_floor_type, f_kitchen_type, f_bathroom, f_other_facilities, f_security_systems, f_comfort, f_furnishings, f_additional_equipment, f_glazing, f_glass_frame, f_window_view, f_condition);
