// The search index of published estates: `estate_search`, a narrow table (about 250 bytes a row
// against 1.5 KB in `estates`, whose texts in four languages make scans slow) kept in step by
// triggers, so every writer (the api, imports, seeding, plain SQL) updates it. Facets are stored as
// bit masks, one smallint per facet field, bit i set when the estate has the facet's i-th value of
// FACET_BITS; a list filter ("any of") is then `(mask & wanted) <> 0`.
//
// The table, its indexes and triggers are frozen SQL in api/db/migrations/002_estate_search.sql (with
// 003 and 004). FACET_BITS is frozen with them: values may only be APPENDED, and a new migration must
// then recreate the trigger functions; test/integration/api-estates-search.test.ts checks it against
// shared/search/facets.ts.
import type { FacetField } from '../../shared/search/facets.ts';

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
