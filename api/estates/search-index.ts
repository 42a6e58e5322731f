// The search index of published estates: `estate_search`, a narrow table (about 250 bytes a row
// against 1.5 KB in `estates`, whose texts in four languages make scans slow) kept in step by
// triggers, so every writer (the api, imports, seeding, plain SQL) updates it. Facets are stored as
// bit masks, one smallint per facet field, bit i set when the estate has the facet's i-th value of
// FACET_BITS; a list filter ("any of") is then `(mask & wanted) <> 0`.
//
// FACET_BITS is frozen with migration 002: values may only be APPENDED (and a new migration must then
// recreate the functions below); test/integration/api-estates-search.test.ts checks it against
// shared/facets.ts.
import type { FacetField } from '../../shared/facets.ts';

export const FACET_BITS: { readonly [F in FacetField]: readonly string[] } = {
  locationTypes: ['city', 'suburb', 'village', 'mountains', 'forest', 'coast'],
  heating: ['gas', 'central', 'oil', 'electric', 'underfloor', 'solar', 'wood', 'other'],
  floorCovering: ['tile', 'laminate', 'linoleum', 'parquet', 'carpet', 'wood', 'marble', 'other'],
  floorType: ['basement', 'attic', 'penthouse'],
  kitchenType: ['built-in', 'niche', 'kitchen-diner', 'island', 'open'],
  bathroom: ['bathtub', 'shower', 'with-toilet', 'with-window'],
  otherFacilities: ['storeroom', 'walk-in-wardrobe', 'guest-toilet', 'bicycle-room', 'laundry', 'cellar', 'wine-cellar'],
  securitySystems: ['alarm', 'video-surveillance', 'emergency-call', 'guard', 'smoke-detectors'],
  comfort: ['lift', 'garden', 'winter-garden', 'balcony', 'air-conditioning', 'fireplace', 'sauna', 'pool'],
  furnishings: ['full', 'partial', 'none'],
  additionalEquipment: ['washing-machine', 'fridge', 'stove', 'microwave', 'vacuum-cleaner'],
  glazing: ['soundproof', 'sun-protection', 'thermal', 'armoured'],
  glassFrame: ['aluminium', 'wood', 'plastic'],
  windowView: ['sea', 'mountains', 'forest', 'lake', 'garden', 'old-town'],
  condition: ['under-construction', 'new', 'renovated', 'modernised', 'plumbing-renewed', 'needs-renovation'],
};

/** estates column → estate_search mask column, e.g. location_types → f_location_types */
const snake = (f: string) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const MASK_COLUMNS = Object.fromEntries(Object.keys(FACET_BITS).map((f) => [f, `f_${snake(f)}`])) as {
  readonly [F in FacetField]: string;
};

/** The mask of a list of values of one facet (unknown values contribute nothing). */
export function facetMask(field: FacetField, values: readonly string[]): number {
  return values.reduce((mask, v) => {
    const i = FACET_BITS[field].indexOf(v);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const FIELDS = Object.keys(FACET_BITS) as FacetField[];

/** The estate_search row of an estates row aliased `e`. */
const PROJECTION = `e.id, e.owner_id, e.country_code, e.deal_type, e.estate_type, e.price_eur::float8, e.living_space::float8,
  e.total_space::float8, e.build_year, e.rooms, lower(e.city), lower(e.area), COALESCE(e.published_at, e.created_at), e.top_offer_until,
  ${FIELDS.map((f) => `(SELECT COALESCE(bit_or(1 << (array_position(ARRAY[${FACET_BITS[f].map(quote).join(',')}]::text[], v) - 1)), 0) FROM unnest(e.${snake(f)}) v)::smallint`).join(',\n  ')}`;

const COLUMNS = `id, owner_id, country_code, deal_type, estate_type, price_eur, living_space, total_space, build_year, rooms, city_lc,
  area_lc, published_at, top_offer_until, ${FIELDS.map((f) => MASK_COLUMNS[f]).join(', ')}`;

const WATCHED = [
  'status',
  'owner_id',
  'country_code',
  'deal_type',
  'estate_type',
  'price_eur',
  'living_space',
  'total_space',
  'build_year',
  'rooms',
  'city',
  'area',
  'published_at',
  'top_offer_until',
  ...FIELDS.map(snake),
];

/** Migration 002: the table, its indexes, the triggers and the backfill. */
export const ESTATE_SEARCH_MIGRATION = `
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
  ${FIELDS.map((f) => `${MASK_COLUMNS[f]} smallint NOT NULL DEFAULT 0`).join(',\n  ')}
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
  INSERT INTO estate_search (${COLUMNS})
  SELECT ${PROJECTION} FROM estate_search_new_rows e WHERE e.status = 'published';
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
    INSERT INTO estate_search (${COLUMNS})
    SELECT ${PROJECTION} FROM (SELECT NEW.*) e;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_update AFTER UPDATE ON estates FOR EACH ROW
  WHEN ((${WATCHED.map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM (${WATCHED.map((c) => `NEW.${c}`).join(', ')}))
  EXECUTE FUNCTION estate_search_changed();

INSERT INTO estate_search (${COLUMNS})
SELECT ${PROJECTION} FROM estates e WHERE e.status = 'published';
`;

/**
 * Migration 003: current top offers are few (a paid promotion), so the top-offers query reads them
 * from a partial index holding every column it filters and sorts on (an index-only scan of a few
 * thousand entries), never by walking a sort index of all estates looking for them.
 */
export const ESTATE_SEARCH_TOP_MIGRATION = `
DROP INDEX estate_search_top;
CREATE INDEX estate_search_top ON estate_search (top_offer_until)
  INCLUDE (${COLUMNS.replace(/\btop_offer_until, /, '')})
  WHERE top_offer_until IS NOT NULL;
`;

/**
 * Migration 004: the count of a search with a country, deal or type reads only the matching entries
 * of one covering index (index-only), never the table: every other filter column rides along.
 */
export const ESTATE_SEARCH_COUNT_MIGRATION = `
DROP INDEX estate_search_filters;
CREATE INDEX estate_search_filters ON estate_search (country_code, deal_type, estate_type, price_eur)
  INCLUDE (living_space, total_space, build_year, rooms, ${FIELDS.map((f) => MASK_COLUMNS[f]).join(', ')});
`;
