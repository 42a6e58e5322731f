// The estate search query codec (docs/product.md "Search"). One canonical form, so that
// parse(build(s)) equals s and a search has exactly one URL:
//  - a state holds only the keys that carry a value (no undefined properties, no empty lists);
//  - `page` (default 1) and `currency` (default eur) are always present in a state and left out of a
//    URL when they hold their default;
//  - integers are non-negative whole numbers ('12', '+12', ' 12 '); anything else is dropped;
//  - list values are known facet keys, without duplicates, in the order of shared/search/facets.ts;
//  - `estateType` is a list too (`estateType=villa,castle`), so the home page's house / apartment /
//    commercial search is a plain search for the kind's estate types (facets.ts ESTATE_TYPES_BY_KIND);
//  - `geoData.countryCode` is an upper-case ISO code ('es' is read as 'ES'; unknown codes are dropped);
//  - URL keys come in the fixed order of SEARCH_KEYS.
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_PAGE, type Currency } from '../core/constants.ts';
import { normalizeCountryCode } from '../geo/countries.ts';
import {
  DEAL_TYPES,
  ESTATE_TYPES,
  FACETS,
  FACET_FIELDS,
  ORDER_BY,
  type DealType,
  type EstateType,
  type FacetField,
  type FacetValue,
  type OrderBy,
} from './facets.ts';
import type { SearchQuery as ApiSearchQuery } from '../contract/estate-inputs.ts';
import { normalizeBboxText } from '../geo/bbox.ts';
import { isEnergyRating, type EnergyRating } from '../core/energy.ts';

/** How the search page shows its results; `list` is the default and left out of URLs. */
export const SEARCH_VIEWS = ['list', 'map'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

export const NUMERIC_FILTERS = [
  'price_gte',
  'price_lte',
  'buildYear_gte',
  'buildYear_lte',
  'livingSpace_gte',
  'livingSpace_lte',
  'totalSpace_gte',
  'totalSpace_lte',
] as const;
export type NumericFilter = (typeof NUMERIC_FILTERS)[number];

/** Free-text keys, kept as trimmed strings. */
export const TEXT_FILTERS = ['placeId', 'placeName', 'owner._id'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

export type SearchFacets = { [F in FacetField]?: FacetValue<F>[] };

export interface SearchState extends SearchFacets {
  /** 1 or more */
  page: number;
  currency: Currency;
  dealType?: DealType;
  estateType?: EstateType[];
  placeId?: string;
  placeName?: string;
  price_gte?: number;
  price_lte?: number;
  buildYear_gte?: number;
  buildYear_lte?: number;
  livingSpace_gte?: number;
  livingSpace_lte?: number;
  totalSpace_gte?: number;
  totalSpace_lte?: number;
  /** energy class at most this one (A+ < A < … < G, shared/core/energy.ts); unrated listings never match */
  energyRating_lte?: EnergyRating;
  orderBy?: OrderBy;
  /** estates of one owner (realtor profile) */
  'owner._id'?: string;
  /** ISO alpha-2, upper case */
  'geoData.countryCode'?: string;
  /** the map rectangle `south,west,north,east` in its canonical text (shared/geo/bbox.ts) */
  bbox?: string;
  /** the map view; absent means the list. Only the page's, never sent to the api */
  view?: 'map';
}

/** A state in the making: every field optional, lists in any order. */
export type SearchStateInput = Partial<{ [K in keyof SearchState]: SearchState[K] | null }>;

/** The order of keys in a built query. */
export const SEARCH_KEYS = [
  'geoData.countryCode',
  'dealType',
  'estateType',
  'placeId',
  'placeName',
  'owner._id',
  'currency',
  ...NUMERIC_FILTERS,
  'energyRating_lte',
  ...FACET_FIELDS,
  'bbox',
  'orderBy',
  'view',
  'page',
] as const satisfies readonly (keyof SearchState)[];

export const EMPTY_SEARCH: SearchState = { page: DEFAULT_PAGE, currency: DEFAULT_CURRENCY };

export type RawQuery = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined | null>>;

/** The largest value a numeric filter keeps (beyond it the filter is dropped). */
const MAX_INT = Number.MAX_SAFE_INTEGER;

function toGetter(query: RawQuery): (key: string) => string[] {
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
    return (key) => params.getAll(key);
  }
  return (key) => {
    if (!Object.prototype.hasOwnProperty.call(query, key)) return [];
    const v = query[key];
    if (v == null) return [];
    return typeof v === 'string' ? [v] : v.filter((x): x is string => typeof x === 'string');
  };
}

/** A non-negative integer from text, or undefined ('', 'abc', '1.5', '-3', '1e3' are undefined). */
export function parseInteger(raw: string | undefined): number | undefined {
  if (raw == null) return undefined;
  const s = raw.trim();
  if (!/^\+?\d+$/.test(s)) return undefined;
  const n = Number(s);
  return n <= MAX_INT ? n : undefined;
}

function validInteger(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_INT;
}

/**
 * The values of a list parameter, given once or repeated ('a, b,,a' → ['a', 'b']): split on commas,
 * trimmed, empty ones dropped, each once, in the order given. The browser keeps the known ones
 * (canonicalList); the api refuses a list with an unknown one (api/estates/search.ts).
 */
export function listValues(raws: string | readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of typeof raws === 'string' ? [raws] : raws) {
    for (const v of raw.split(',')) if (v.trim() !== '') out.add(v.trim());
  }
  return [...out];
}

/** Known values of a set, de-duplicated, in the set's own order. */
function canonicalList<T extends string>(values: readonly string[], known: readonly T[]): T[] | undefined {
  const wanted = new Set(values.map((v) => v.trim()));
  const out = known.filter((k) => wanted.has(k));
  return out.length > 0 ? out : undefined;
}

function firstText(raws: string[]): string | undefined {
  for (const r of raws) {
    const t = r.trim();
    if (t !== '') return t;
  }
  return undefined;
}

function assign<K extends keyof SearchState>(state: SearchState, key: K, value: SearchState[K] | undefined): void {
  if (value !== undefined) state[key] = value;
}

/**
 * The states of the query strings read lately: a server render reads its page's query three times
 * (the head, the screen, the canonical link) and pages repeat queries. Each caller gets its own copy.
 */
const parsedQueries = new Map<string, SearchState>();
const MAX_PARSED_QUERIES = 256;

function copyState(state: SearchState): SearchState {
  const out: SearchState = { ...state };
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (Array.isArray(value)) Object.assign(out, { [key]: [...value] });
  }
  return out;
}

/** Reads a search URL's query (a string with or without '?', URLSearchParams or a parsed query object). */
export function parseSearchQuery(query: RawQuery): SearchState {
  if (typeof query !== 'string') return readSearchQuery(query);
  let state = parsedQueries.get(query);
  if (state === undefined) {
    state = readSearchQuery(query);
    if (parsedQueries.size >= MAX_PARSED_QUERIES) parsedQueries.clear();
    parsedQueries.set(query, state);
  }
  return copyState(state);
}

function readSearchQuery(query: RawQuery): SearchState {
  const get = toGetter(query);
  const state: SearchState = { page: parseInteger(get('page')[0]) || DEFAULT_PAGE, currency: DEFAULT_CURRENCY };
  const currency = firstText(get('currency'))?.toLowerCase();
  if (currency && (CURRENCIES as readonly string[]).includes(currency)) state.currency = currency as Currency;

  const country = firstText(get('geoData.countryCode'));
  assign(state, 'geoData.countryCode', normalizeCountryCode(country) ?? undefined);
  const dealType = firstText(get('dealType'));
  assign(state, 'dealType', (DEAL_TYPES as readonly string[]).includes(dealType ?? '') ? (dealType as DealType) : undefined);
  assign(state, 'estateType', canonicalList(listValues(get('estateType')), ESTATE_TYPES));
  for (const key of TEXT_FILTERS) assign(state, key, firstText(get(key)));
  for (const key of NUMERIC_FILTERS) assign(state, key, parseInteger(firstText(get(key))));
  const energy = firstText(get('energyRating_lte'))?.toUpperCase();
  assign(state, 'energyRating_lte', isEnergyRating(energy) ? energy : undefined);
  for (const field of FACET_FIELDS) {
    assign(state, field, canonicalList(listValues(get(field)), FACETS[field]) as SearchState[typeof field]);
  }
  const orderBy = firstText(get('orderBy'));
  assign(state, 'orderBy', (ORDER_BY as readonly string[]).includes(orderBy ?? '') ? (orderBy as OrderBy) : undefined);
  assign(state, 'bbox', normalizeBboxText(firstText(get('bbox'))));
  assign(state, 'view', firstText(get('view')) === 'map' ? 'map' : undefined);
  return state;
}

/**
 * The canonical form of a state: what parseSearchQuery would read back from its URL. Unknown list
 * values, empty strings, nulls and invalid numbers are dropped; defaults are filled in.
 */
export function normalizeSearchState(input: SearchStateInput): SearchState {
  const state: SearchState = {
    page: validInteger(input.page) && input.page >= 1 ? input.page : DEFAULT_PAGE,
    currency: input.currency && (CURRENCIES as readonly string[]).includes(input.currency) ? input.currency : DEFAULT_CURRENCY,
  };
  assign(state, 'geoData.countryCode', normalizeCountryCode(input['geoData.countryCode']) ?? undefined);
  assign(state, 'dealType', (DEAL_TYPES as readonly string[]).includes(input.dealType ?? '') ? input.dealType! : undefined);
  assign(state, 'estateType', input.estateType ? canonicalList(input.estateType, ESTATE_TYPES) : undefined);
  for (const key of TEXT_FILTERS) {
    const v = input[key];
    assign(state, key, typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  }
  for (const key of NUMERIC_FILTERS) {
    const v = input[key];
    assign(state, key, validInteger(v) ? v : undefined);
  }
  assign(state, 'energyRating_lte', isEnergyRating(input.energyRating_lte) ? input.energyRating_lte : undefined);
  for (const field of FACET_FIELDS) {
    const v = input[field];
    assign(state, field, (v ? canonicalList(v, FACETS[field]) : undefined) as SearchState[typeof field]);
  }
  assign(state, 'orderBy', (ORDER_BY as readonly string[]).includes(input.orderBy ?? '') ? input.orderBy! : undefined);
  assign(state, 'bbox', normalizeBboxText(input.bbox));
  assign(state, 'view', input.view === 'map' ? 'map' : undefined);
  return state;
}

function encodeValue(value: string | number | readonly string[]): string {
  if (typeof value === 'number') return String(value);
  // list values are known keys ([a-z-]), so the commas stay readable
  if (typeof value !== 'string') return value.join(',');
  return encodeURIComponent(value);
}

function pairs(state: SearchState): [string, string][] {
  const out: [string, string][] = [];
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value === undefined) continue;
    if (key === 'page' && value === DEFAULT_PAGE) continue;
    if (key === 'currency' && value === DEFAULT_CURRENCY) continue;
    // a bbox is digits, points, signs and commas: kept readable
    out.push([key, key === 'bbox' ? String(value) : encodeValue(value)]);
  }
  return out;
}

/** The canonical query string of a state, without '?': '' for the empty search. */
export function buildSearchQuery(input: SearchStateInput): string {
  return pairs(normalizeSearchState(input))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** A search URL: `/search`, or `/search/{countryCode}` when a country is given, plus the query. */
export function buildSearchUrl(input: SearchStateInput, countryCode?: string | null): string {
  const country = normalizeCountryCode(countryCode ?? undefined);
  const state = normalizeSearchState(input);
  if (country) delete state['geoData.countryCode'];
  const query = buildSearchQuery(state);
  return `/search${country ? `/${country}` : ''}${query ? `?${query}` : ''}`;
}

/**
 * The query of the api's search call (`GET /api/estate/search?…`): the state's filters, the country
 * of a `/search/{countryCode}` page as `geoData.countryCode` (it wins over one in the query), always
 * `topOffersSeparately=true`, and any extra parameters (e.g. `{lang: 'de', onPage: 20}`) last.
 */
export function toApiQuery(
  input: SearchStateInput,
  countryCode?: string | null,
  extra: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const state = normalizeSearchState(input);
  const country = normalizeCountryCode(countryCode ?? undefined);
  if (country) state['geoData.countryCode'] = country;
  delete state.view;
  const out = pairs(state);
  out.push(['topOffersSeparately', 'true']);
  for (const [k, v] of Object.entries(extra)) {
    if (v !== undefined) out.push([encodeURIComponent(k), encodeURIComponent(String(v))]);
  }
  return out.map(([k, v]) => `${k}=${v}`).join('&');
}

/** What a caller may add to the api's search query. */
export type ApiSearchExtra = Pick<ApiSearchQuery, 'lang' | 'onPage' | 'topOffersSeparately' | 'fields'>;

/**
 * The api's search query as the typed object the search call takes: the same keys and values as
 * toApiQuery (lists as comma lists, defaults left out), `topOffersSeparately: true` unless `extra`
 * says otherwise.
 */
export function toApiSearchQuery(input: SearchStateInput, countryCode?: string | null, extra: ApiSearchExtra = {}): ApiSearchQuery {
  const state = normalizeSearchState(input);
  const country = normalizeCountryCode(countryCode ?? undefined);
  if (country) state['geoData.countryCode'] = country;
  delete state.view;
  const out: Record<string, string | number | boolean> = {};
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value === undefined) continue;
    if (key === 'page' && value === DEFAULT_PAGE) continue;
    if (key === 'currency' && value === DEFAULT_CURRENCY) continue;
    out[key] = typeof value === 'string' || typeof value === 'number' ? value : value.join(',');
  }
  out.topOffersSeparately = true;
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) out[k] = v;
  // every key is one of SEARCH_KEYS or of ApiSearchExtra, each with the value type the query declares
  return out as ApiSearchQuery;
}

/** True when the state filters nothing (page, currency, order and view aside). */
export function isEmptySearch(state: SearchState): boolean {
  return Object.keys(state).every((k) => k === 'page' || k === 'currency' || k === 'orderBy' || k === 'view');
}
