// The estate enumerations of docs/domain.md as data. Keys are what the database stores and what URLs
// carry; their labels live in `locales/` (suggested keys: `estate.<field>.<value>`, see facetLabelKey).
// No imports but constants: this module is read by the api (SQL filters), the client (forms, filters)
// and the search-query codec.

export const DEAL_TYPES = ['sale', 'rent', 'sublet'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const ESTATE_TYPES = [
  'villa',
  'one-family-house',
  'two-family-house',
  'castle',
  'smart-home',
  'apartment',
  'room',
  'shared-flat',
  'elite-apartment',
  'office',
  'shop',
  'cafe',
  'hotel',
  'income-property',
  'warehouse',
  'production',
  'plot',
  'holiday-home',
  'other',
] as const;
export type EstateType = (typeof ESTATE_TYPES)[number];

/**
 * The home page's simple search groups estate types into three kinds. `plot` (land) and `other`
 * belong to none of them: they are reachable through the full search only. A kind is written to a
 * search URL as its list of estate types (`estateType=apartment,room,...`), so the search state needs
 * no extra field and a kind's search is an ordinary, shareable search.
 */
export const ESTATE_KINDS = ['house', 'apartment', 'commercial'] as const;
export type EstateKind = (typeof ESTATE_KINDS)[number];

export const ESTATE_TYPES_BY_KIND: { readonly [K in EstateKind]: readonly EstateType[] } = {
  house: ['villa', 'one-family-house', 'two-family-house', 'castle', 'smart-home', 'holiday-home'],
  apartment: ['apartment', 'room', 'shared-flat', 'elite-apartment'],
  commercial: ['office', 'shop', 'cafe', 'hotel', 'income-property', 'warehouse', 'production'],
};

export function estateKindOf(type: string): EstateKind | null {
  for (const kind of ESTATE_KINDS) {
    if ((ESTATE_TYPES_BY_KIND[kind] as readonly string[]).includes(type)) return kind;
  }
  return null;
}

/** Every list facet of docs/domain.md, keyed by its search-state field name, values in display order. */
export const FACETS = {
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
} as const;

export type FacetField = keyof typeof FACETS;
export type FacetValue<F extends FacetField = FacetField> = (typeof FACETS)[F][number];

/** Facet fields in a fixed order (the order of docs/domain.md); used wherever a stable order matters. */
export const FACET_FIELDS = Object.keys(FACETS) as FacetField[];

/** A record with a value for every facet field: `facetRecord(() => [])`. */
export function facetRecord<V>(valueOf: (field: FacetField) => V): Record<FacetField, V> {
  return Object.fromEntries(FACET_FIELDS.map((f) => [f, valueOf(f)])) as Record<FacetField, V>;
}

/**
 * Facets where a listing holds one value at most (docs/domain.md does not mark them "several"). They are
 * still stored and transported as lists, and a search may ask for several of them (any-of match);
 * only an estate form should offer a single choice for these.
 */
export const SINGLE_VALUE_FACETS: readonly FacetField[] = ['furnishings', 'glassFrame', 'condition'];

/** The database column of each facet (snake case of the field name). */
export const FACET_COLUMNS: { readonly [F in FacetField]: string } = Object.fromEntries(
  FACET_FIELDS.map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
) as { [F in FacetField]: string };

export function isFacetField(field: string): field is FacetField {
  return Object.prototype.hasOwnProperty.call(FACETS, field);
}

export function isFacetValue<F extends FacetField>(field: F, value: string): value is FacetValue<F> {
  return (FACETS[field] as readonly string[]).includes(value);
}

export function isDealType(value: unknown): value is DealType {
  return typeof value === 'string' && (DEAL_TYPES as readonly string[]).includes(value);
}

export function isEstateType(value: unknown): value is EstateType {
  return typeof value === 'string' && (ESTATE_TYPES as readonly string[]).includes(value);
}

/** Translation key of a facet value's label, e.g. `estate.heating.gas`; `estate.dealType.sale`. */
export function facetLabelKey(field: FacetField | 'dealType' | 'estateType', value: string): string {
  return `estate.${field}.${value}`;
}

/**
 * Sort orders of the estate search. `newest` (by publication date, latest first) is the default and
 * what an absent orderBy means; `price_*` sort by the price converted to eur; `area_*` by living space.
 */
export const ORDER_BY = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export const DEFAULT_ORDER_BY: OrderBy = 'newest';

export function isOrderBy(value: unknown): value is OrderBy {
  return typeof value === 'string' && (ORDER_BY as readonly string[]).includes(value);
}

/** Distances (km) a listing may give, docs/domain.md "Other fields". Keys of `EstateDetails.distances`. */
export const DISTANCE_KEYS = [
  'station',
  'stop',
  'airport',
  'motorway',
  'centre',
  'kindergarten',
  'school',
  'university',
  'shops',
  'sea',
  'beach',
  'park',
  'skiSlopes',
] as const;
export type DistanceKey = (typeof DISTANCE_KEYS)[number];

/** A listing counts as "new" this long after publication (docs/domain.md). */
export const NEW_ESTATE_DAYS = 14;
