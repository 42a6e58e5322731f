-- Migration 036_estate_search_deal_area. Frozen: never edit an applied migration, add a new one.
-- A deal type sorted by living space, with the price beside it (docs/decisions/0025, eighth round).
-- "Rent, at least 50 m², at most 1,900 €, largest first" walked the living-space index and read each
-- row's deal type and price from the table (20,000 rows for a page of 20 at a million), and counted
-- through the deal-and-price index and the table. With the deal type first, the living space and id
-- in order, and the price included, the page and the count read this index alone (index-only scans
-- over the visibility map): at a million, the page 34 → 1 ms and the capped count 51 → 2.8 ms. It costs
-- 82 MB at a million rows, built in about 3 s, and an entry per write.
CREATE INDEX estate_search_deal_area ON estate_search (deal_type, living_space, id) INCLUDE (price_eur);
