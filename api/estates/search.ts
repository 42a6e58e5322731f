// Estate search (SPEC §3 "Estate search state"): published estates filtered by every field of the
// search state, sorted by a whitelisted order, one page plus the total, and, when asked, up to four
// current top offers matching the same filters. It runs on `estate_search`, the narrow index of the
// published estates (api/services/estates-search-index.ts), and loads the page's estates by id.
// SQL is built from fixed fragments; every value is a parameter.
import type { Db } from '../db/index.ts';
import { LANGUAGES, type Currency, type Language } from '../../shared/constants.ts';
import { DEFAULT_ORDER_BY, ESTATE_TYPES, FACETS, FACET_FIELDS, type FacetField, type OrderBy } from '../../shared/facets.ts';
import { errors } from '../errors.ts';
import { currencyRates, ESTATE_SELECT, estateJson, type EstateJson, type EstateRow } from './serialize.ts';
import { facetMask, MASK_COLUMNS } from './search-index.ts';

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

/** ORDER BY per sort order; the id breaks ties so pages never overlap. */
export const ORDER_SQL: Readonly<Record<OrderBy, string>> = {
  newest: 's.published_at DESC, s.id DESC',
  price_asc: 's.price_eur ASC, s.id ASC',
  price_desc: 's.price_eur DESC, s.id DESC',
  area_asc: 's.living_space ASC, s.id ASC',
  area_desc: 's.living_space DESC, s.id DESC',
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
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (p: (value: unknown) => string) => string): void {
    this.parts.push(sql((value) => `$${this.params.push(value)}`));
  }
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

const RANGES: readonly (readonly [string, string, string])[] = [
  ['buildYear_gte', 's.build_year', '>='], ['buildYear_lte', 's.build_year', '<='],
  ['livingSpace_gte', 's.living_space', '>='], ['livingSpace_lte', 's.living_space', '<='],
  ['totalSpace_gte', 's.total_space', '>='], ['totalSpace_lte', 's.total_space', '<='],
  ['rooms_gte', 's.rooms', '>='], ['rooms_lte', 's.rooms', '<='],
];

/** A place id is a slug of a city or an area ("lloret-de-mar"); it matches with hyphens or spaces. */
function placeKeys(raw: string): string[] {
  const lower = raw.trim().toLowerCase();
  return [...new Set([lower, lower.replace(/[-_]+/g, ' ')])];
}

export function buildWhere(q: SearchQuery, rates: Readonly<Record<string, number>>): Where {
  const w = new Where();
  if (q.dealType) w.add((p) => `s.deal_type = ${p(q.dealType)}`);
  const types = parseList('estateType', q.estateType, ESTATE_TYPES);
  if (types) w.add((p) => (types.length === 1 ? `s.estate_type = ${p(types[0])}` : `s.estate_type = ANY(${p(types)}::text[])`));
  const country = q['geoData.countryCode'];
  if (country) w.add((p) => `s.country_code = ${p(country.toUpperCase())}`);
  const owner = q['owner._id'];
  if (owner) w.add((p) => `s.owner_id = ${p(owner)}`);
  const rate = rates[q.currency ?? 'eur'] ?? 1;
  if (q.price_gte !== undefined) w.add((p) => `s.price_eur >= ${p(Math.floor((q.price_gte! / rate) * 100) / 100)}`);
  if (q.price_lte !== undefined) w.add((p) => `s.price_eur <= ${p(Math.ceil((q.price_lte! / rate) * 100) / 100)}`);
  for (const [key, column, op] of RANGES) {
    const v = q[key];
    if (typeof v === 'number') w.add((p) => `${column} ${op} ${p(v)}`);
  }
  for (const field of FACET_FIELDS) {
    const values = parseList(field, q[field], FACETS[field as FacetField]);
    if (values) w.add((p) => `(s.${MASK_COLUMNS[field]} & ${p(facetMask(field, values))}::smallint) <> 0`);
  }
  const place = q.placeId ?? q.placeName;
  if (place && place.trim()) {
    const keys = q.placeId ? placeKeys(place) : [place.trim().toLowerCase()];
    w.add((p) => `(s.city_lc = ANY(${p(keys)}::text[]) OR s.area_lc = ANY(${p(keys)}::text[]))`);
    // both ids and names may be given; a name then narrows further
    if (q.placeId && q.placeName && q.placeName.trim()) {
      const name = q.placeName.trim().toLowerCase();
      w.add((p) => `(s.city_lc = ${p(name)} OR s.area_lc = ${p(name)})`);
    }
  }
  return w;
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
  const offset = (page - 1) * onPage;

  // Top offers shown apart are left out of the list and its total, on every page, so none shows
  // twice. They are a CTE of each statement, so the rows and the count do not wait for each other.
  const top = q.topOffersSeparately
    ? // OFFSET 0 keeps the planner from walking a sort index of every estate to find the few top offers:
      // they come from their own covering index (migration 003), then are filtered and sorted
      `WITH top AS (SELECT s.id, row_number() OVER (ORDER BY ${order}) AS ord
         FROM (SELECT * FROM estate_search WHERE top_offer_until > now() OFFSET 0) s
        WHERE ${where.sql} ORDER BY ${order} LIMIT ${TOP_OFFERS_LIMIT}) `
    : '';
  const notTop = q.topOffersSeparately ? ' AND s.id NOT IN (SELECT id FROM top)' : '';
  const rowsSql = `${top ? `${top},` : 'WITH'} page AS (
      SELECT s.id, row_number() OVER (ORDER BY ${order}) AS ord FROM estate_search s
       WHERE ${where.sql}${notTop} ORDER BY ${order} LIMIT ${onPage} OFFSET ${offset})
    , picked AS (SELECT id, 1 AS part, ord FROM page${top ? ' UNION ALL SELECT id, 0, ord FROM top' : ''})
    SELECT picked.part, picked.ord, ${ESTATE_SELECT}
      FROM picked JOIN estates e ON e.id = picked.id JOIN users u ON u.id = e.owner_id`;
  const countSql = `${top}SELECT count(*)::integer AS n FROM estate_search s WHERE ${where.sql}${notTop}`;
  type Picked = EstateRow & { part: number; ord: number };
  const rows = () => db.query<Picked>(rowsSql, where.params).then((r) => r.rows);
  const count = async () => Number((await db.query<{ n: number }>(countSql, where.params)).rows[0].n);

  let picked: Picked[];
  let total: number;
  if (db.kind === 'pg') {
    // a pool: the rows and the count run side by side
    [picked, total] = await Promise.all([rows(), count()]);
  } else {
    picked = await rows();
    // one connection: no count when the first page is not full
    const onThisPage = picked.filter((r) => Number(r.part) === 1).length;
    total = offset === 0 && onThisPage < onPage ? onThisPage : await count();
  }
  picked.sort((a, b) => Number(a.ord) - Number(b.ord));
  const part = (n: number) => picked.filter((r) => Number(r.part) === n).map((r) => estateJson(r, currency, rates));
  const topOffers = part(0);
  const values = part(1);
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
