// Estate search (SPEC §3 "Estate search state"): published estates filtered by every field of the
// search state, sorted by a whitelisted order, one page plus the total, and, when asked, up to four
// current top offers matching the same filters. SQL is built from fixed fragments; every value is a
// parameter. The indexes of migration 002 serve the usual filter and order mixes.
import type { Db, Queryable } from '../db/index.ts';
import { LANGUAGES, type Currency, type Language } from '../../shared/constants.ts';
import { DEFAULT_ORDER_BY, ESTATE_TYPES, FACETS, FACET_COLUMNS, FACET_FIELDS, type FacetField, type OrderBy } from '../../shared/facets.ts';
import { errors } from '../errors.ts';
import { currencyRates, inOrder, loadEstateMap, type EstateJson } from './estates-serialize.ts';

export const TOP_OFFERS_LIMIT = 4;
export const DEFAULT_ON_PAGE = 20;

/** The querystring of `GET /api/estate/search` after schema validation (numbers coerced). */
export interface SearchQuery {
  page?: number;
  onPage?: number;
  lang?: Language;
  currency?: Currency;
  dealType?: string;
  estateType?: string;
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
  rooms_gte?: number;
  rooms_lte?: number;
  orderBy?: OrderBy;
  topOffersSeparately?: boolean;
  'owner._id'?: string;
  'geoData.countryCode'?: string;
  [facet: string]: unknown;
}

export interface EstateSearchResult {
  meta: {
    page: number;
    onPage: number;
    totalPages: number;
    total: number;
    lang: Language;
    orderBy: OrderBy;
    countryCode: string | null;
    currency: Currency;
  };
  values: EstateJson[];
  topOffers: EstateJson[];
}

/** ORDER BY per sort order; `e.id` breaks ties so pages never overlap. */
export const ORDER_SQL: Readonly<Record<OrderBy, string>> = {
  newest: 'e.published_at DESC, e.id DESC',
  price_asc: 'e.price_eur ASC, e.id ASC',
  price_desc: 'e.price_eur DESC, e.id DESC',
  area_asc: 'e.living_space ASC, e.id ASC',
  area_desc: 'e.living_space DESC, e.id DESC',
};

/** The comma list of `field`, every value checked against `known`: 400 naming the field otherwise. */
export function parseList(field: string, raw: unknown, known: readonly string[]): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const values = [...new Set(String(raw).split(',').map((v) => v.trim()).filter((v) => v !== ''))];
  if (!values.length) return undefined;
  const unknown = values.find((v) => !known.includes(v));
  if (unknown !== undefined) throw errors.invalidField(`querystring/${field}`, `has an unknown value "${unknown.slice(0, 40)}"`);
  return values;
}

class Where {
  readonly parts: string[] = ["e.status = 'published'"];
  readonly params: unknown[] = [];
  add(sql: (p: (value: unknown) => string) => string): void {
    this.parts.push(sql((value) => `$${this.params.push(value)}`));
  }
  get sql(): string {
    return this.parts.join(' AND ');
  }
}

const RANGES: readonly (readonly [string, string, string])[] = [
  ['buildYear_gte', 'e.build_year', '>='], ['buildYear_lte', 'e.build_year', '<='],
  ['livingSpace_gte', 'e.living_space', '>='], ['livingSpace_lte', 'e.living_space', '<='],
  ['totalSpace_gte', 'e.total_space', '>='], ['totalSpace_lte', 'e.total_space', '<='],
  ['rooms_gte', 'e.rooms', '>='], ['rooms_lte', 'e.rooms', '<='],
];

/** A place id is a slug of a city or an area ("lloret-de-mar"); it matches with hyphens or spaces. */
function placeKeys(raw: string): string[] {
  const lower = raw.trim().toLowerCase();
  return [...new Set([lower, lower.replace(/[-_]+/g, ' ')])];
}

export function buildWhere(q: SearchQuery, rates: Readonly<Record<string, number>>): Where {
  const w = new Where();
  if (q.dealType) w.add((p) => `e.deal_type = ${p(q.dealType)}`);
  const types = parseList('estateType', q.estateType, ESTATE_TYPES);
  if (types) w.add((p) => (types.length === 1 ? `e.estate_type = ${p(types[0])}` : `e.estate_type = ANY(${p(types)}::text[])`));
  const country = q['geoData.countryCode'];
  if (country) w.add((p) => `e.country_code = ${p(country.toUpperCase())}`);
  const owner = q['owner._id'];
  if (owner) w.add((p) => `e.owner_id = ${p(owner)}`);
  const rate = rates[q.currency ?? 'eur'] ?? 1;
  if (q.price_gte !== undefined) w.add((p) => `e.price_eur >= ${p(Math.floor((q.price_gte! / rate) * 100) / 100)}`);
  if (q.price_lte !== undefined) w.add((p) => `e.price_eur <= ${p(Math.ceil((q.price_lte! / rate) * 100) / 100)}`);
  for (const [key, column, op] of RANGES) {
    const v = q[key];
    if (typeof v === 'number') w.add((p) => `${column} ${op} ${p(v)}`);
  }
  for (const field of FACET_FIELDS) {
    const values = parseList(field, q[field], FACETS[field as FacetField]);
    if (values) w.add((p) => `e.${FACET_COLUMNS[field]} && ${p(values)}::text[]`);
  }
  const place = q.placeId ?? q.placeName;
  if (place && place.trim()) {
    const keys = q.placeId ? placeKeys(place) : [place.trim().toLowerCase()];
    w.add((p) => `(lower(e.city) = ANY(${p(keys)}::text[]) OR lower(e.area) = ANY(${p(keys)}::text[]))`);
    // both ids and names may be given; a name then narrows further
    if (q.placeId && q.placeName && q.placeName.trim()) {
      w.add((p) => `(lower(e.city) = ${p(q.placeName!.trim().toLowerCase())} OR lower(e.area) = ${p(q.placeName!.trim().toLowerCase())})`);
    }
  }
  return w;
}

async function ids(q: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  return (await q.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
}

export async function searchEstates(db: Db, q: SearchQuery): Promise<EstateSearchResult> {
  const rates = await currencyRates(db);
  const currency = q.currency ?? 'eur';
  const orderBy = q.orderBy ?? DEFAULT_ORDER_BY;
  const page = q.page ?? 1;
  const onPage = q.onPage ?? DEFAULT_ON_PAGE;
  const lang = q.lang && (LANGUAGES as readonly string[]).includes(q.lang) ? q.lang : 'en';
  const where = buildWhere(q, rates);
  const order = ORDER_SQL[orderBy];

  let topIds: string[] = [];
  if (q.topOffersSeparately) {
    topIds = await ids(
      db,
      `SELECT e.id FROM estates e WHERE ${where.sql} AND e.top_offer_until > now() ORDER BY ${order} LIMIT ${TOP_OFFERS_LIMIT}`,
      where.params,
    );
  }
  // top offers shown apart are left out of the list and its total, on every page, so none shows twice
  const n = where.params.length;
  const exclude = topIds.length ? ` AND e.id <> ALL($${n + 1}::text[])` : '';
  const params = topIds.length ? [...where.params, topIds] : where.params;
  const offset = (page - 1) * onPage;
  const pageSql = `SELECT e.id FROM estates e WHERE ${where.sql}${exclude} ORDER BY ${order} LIMIT ${onPage} OFFSET ${offset}`;
  const countSql = `SELECT count(*)::integer AS n FROM estates e WHERE ${where.sql}${exclude}`;
  const count = async () => Number((await db.query<{ n: number }>(countSql, params)).rows[0].n);
  let pageIds: string[];
  let total: number;
  if (db.kind === 'pg') {
    // a pool: the page and the count run side by side
    [pageIds, total] = await Promise.all([ids(db, pageSql, params), count()]);
  } else {
    pageIds = await ids(db, pageSql, params);
    // one connection: skip the count when the first page is not full
    total = offset === 0 && pageIds.length < onPage ? pageIds.length : await count();
  }
  const loaded = await loadEstateMap(db, [...topIds, ...pageIds], currency, rates);
  const topOffers = inOrder(loaded, topIds);
  const values = inOrder(loaded, pageIds);
  const country = q['geoData.countryCode'];
  return {
    meta: {
      page,
      onPage,
      totalPages: Math.max(1, Math.ceil(total / onPage)),
      total,
      lang,
      orderBy,
      countryCode: country ? country.toUpperCase() : null,
      currency,
    },
    values,
    topOffers,
  };
}
