// The search query: a WHERE over `estate_search` (the narrow index of the published estates, see
// search-index.ts) from a checked filter, a whitelisted order, one page plus the total, and, when
// asked, up to four current top offers matching the same filters, left out of the page and its
// total. The page's estates are loaded by id with their owner and photos (and, in the reader's
// language, their cached machine translations: the same statement, no further query). SQL is built from fixed
// fragments; every value is a parameter.
import type { Db } from '../db/index.ts';
import type { Currency } from '../../shared/core/constants.ts';
import type { DealType, FacetField, OrderBy } from '../../shared/search/facets.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { Bbox } from '../../shared/geo/bbox.ts';
import { facetMask, MASK_COLUMNS } from './search-index.ts';
import { ESTATE_SELECT, readRow, type EstateRow, type Rates, type ReadIn } from './sql.ts';
import { translationsColumn } from './translations.ts';

/** Number filters and the column each compares. */
export const RANGE_COLUMNS = {
  buildYear_gte: ['s.build_year', '>='],
  buildYear_lte: ['s.build_year', '<='],
  livingSpace_gte: ['s.living_space', '>='],
  livingSpace_lte: ['s.living_space', '<='],
  totalSpace_gte: ['s.total_space', '>='],
  totalSpace_lte: ['s.total_space', '<='],
  rooms_gte: ['s.rooms', '>='],
  rooms_lte: ['s.rooms', '<='],
} as const;
export type RangeFilter = keyof typeof RANGE_COLUMNS;

/** A search as the service checked it: known values only, prices in eur, places lower case. */
export interface SearchFilter {
  dealType?: DealType;
  estateTypes?: string[];
  /** upper case */
  countryCode?: string;
  ownerId?: string;
  priceEurMin?: number;
  priceEurMax?: number;
  ranges: Partial<Record<RangeFilter, number>>;
  facets: Partial<Record<FacetField, string[]>>;
  /** city or area names, any of which matches */
  places?: string[];
  /** a city or area name that must match as well */
  placeName?: string;
  /** the map rectangle; west > east crosses the antimeridian (migration 012, decision 0015) */
  bbox?: Bbox;
  /** the worst energy class wanted, as its rank (A+ 0 … G 7); listings without a class never match (migration 020) */
  energyRankMax?: number;
  /** places of the place index: each matches itself and everything inside it (ids are paths) */
  placeIds?: string[];
}

/** ORDER BY per sort order; the id breaks ties so pages never overlap. */
export const ORDER_SQL: Readonly<Record<OrderBy, string>> = {
  newest: 's.published_at DESC, s.id DESC',
  price_asc: 's.price_eur ASC, s.id ASC',
  price_desc: 's.price_eur DESC, s.id DESC',
  area_asc: 's.living_space ASC, s.id ASC',
  area_desc: 's.living_space DESC, s.id DESC',
};

class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  /** a facet mask test: no index serves it, so counting its matches reads rows until the cap */
  masks = false;
  add(sql: (p: (value: unknown) => string) => string): void {
    this.parts.push(sql((value) => `$${this.params.push(value)}`));
  }
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
}

export function buildWhere(f: SearchFilter): Where {
  const w = new Where();
  if (f.dealType) w.add((p) => `s.deal_type = ${p(f.dealType)}`);
  const types = f.estateTypes;
  if (types?.length) w.add((p) => (types.length === 1 ? `s.estate_type = ${p(types[0])}` : `s.estate_type = ANY(${p(types)}::text[])`));
  if (f.countryCode) w.add((p) => `s.country_code = ${p(f.countryCode)}`);
  if (f.ownerId) w.add((p) => `s.owner_id = ${p(f.ownerId)}`);
  if (f.priceEurMin !== undefined) w.add((p) => `s.price_eur >= ${p(f.priceEurMin)}`);
  if (f.priceEurMax !== undefined) w.add((p) => `s.price_eur <= ${p(f.priceEurMax)}`);
  for (const [key, [column, op]] of Object.entries(RANGE_COLUMNS)) {
    const v = f.ranges[key as RangeFilter];
    if (typeof v === 'number') w.add((p) => `${column} ${op} ${p(v)}`);
  }
  for (const [field, values] of Object.entries(f.facets) as [FacetField, string[]][]) {
    if (!values.length) continue;
    w.add((p) => `(s.${MASK_COLUMNS[field]} & ${p(facetMask(field, values))}::smallint) <> 0`);
    w.masks = true;
  }
  if (f.energyRankMax !== undefined) w.add((p) => `s.energy_rank <= ${p(f.energyRankMax)}::smallint`);
  const box = f.bbox;
  if (box) {
    w.add((p) => `s.lat BETWEEN ${p(box.south)}::float8 AND ${p(box.north)}::float8`);
    w.add((p) =>
      box.west <= box.east
        ? `s.lng BETWEEN ${p(box.west)}::float8 AND ${p(box.east)}::float8`
        : `(s.lng >= ${p(box.west)}::float8 OR s.lng <= ${p(box.east)}::float8)`,
    );
  }
  const ids = f.placeIds;
  if (ids?.length) {
    // id = X, or id in (X., X/): every id that starts with "X." (place ids sort in "C" collation). Written
    // as one range [X, X/) less (X, X.], not as X OR (X., X/): the planner then reads the range from the
    // place index, whose INCLUDE (deal_type) lets a count with a deal type skip the table (an index-only
    // scan; the OR made it a bitmap scan of the table's pages: 11–13 → 3.4 ms for a city's capped count
    // at a million, decision 0025), and estimates the range from the histogram instead of the OR's guess.
    w.add(
      (p) =>
        `(${ids.map((id) => `(s.place_id >= ${p(id)} AND s.place_id < ${p(`${id}/`)} AND NOT (s.place_id > ${p(id)} AND s.place_id <= ${p(`${id}.`)}))`).join(' OR ')})`,
    );
  }
  const places = f.places;
  if (places?.length) {
    w.add((p) => `(s.city_lc = ANY(${p(places)}::text[]) OR s.area_lc = ANY(${p(places)}::text[]))`);
    if (f.placeName) w.add((p) => `(s.city_lc = ${p(f.placeName)} OR s.area_lc = ${p(f.placeName)})`);
  }
  return w;
}

export interface SearchPage {
  order: OrderBy;
  page: number;
  onPage: number;
  /** how many current top offers to set apart (0: none) */
  topOffers: number;
  currency: Currency;
  rates: Rates;
  /** the most matches counted exactly (SEARCH_EXACT_TOTAL; tests pass a small one) */
  exactTotal: number;
  /** the reader's language: cached machine translations come with the page's rows */
  readIn?: ReadIn;
}

/**
 * Rows a sampled count reads: 1 % of a million first, and when that leaves doubt while pointing above
 * the cap, four times as many. A table smaller than a stage is read whole.
 */
const SAMPLE_STAGES = [10_000, 40_000];
/** The sample decides only with this many matches in it, and only for a table this many times the cap. */
const SAMPLE_MIN_HITS = 100;
const SAMPLE_MIN_TABLE = 20;
/** Standard deviations below the sample's estimate that must still be above the cap (whole pages are sampled). */
const SAMPLE_SIGMAS = 6;
const tableRows = new WeakMap<Db, { rows: number; at: number }>();

/** The planner's row count of estate_search (ANALYZE keeps it), read at most once a minute. */
async function searchTableRows(db: Db): Promise<number> {
  const known = tableRows.get(db);
  if (known && Date.now() - known.at < 60_000) return known.rows;
  const r = await db.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'estate_search'::regclass`);
  const rows = Math.max(0, Number(r.rows[0]?.n) || 0);
  tableRows.set(db, { rows, at: Date.now() });
  return rows;
}

/**
 * The matches of a filter with facet masks estimated from a sample of the table's pages, when the
 * sample shows beyond doubt that they are more than `cap`; undefined otherwise (then the capped count
 * decides). A mask test is no index condition, so the capped count reads rows until `cap + 1` match:
 * at a million listings and a few per cent matching, hundreds of thousands of rows (decision 0025,
 * "Sampled counts"). A sample is the same for the same filter (REPEATABLE), so a total does not jump
 * between the pages of one search.
 */
export async function sampledCount(db: Db, where: Where, cap: number): Promise<number | undefined> {
  const rows = await searchTableRows(db);
  if (rows < cap * SAMPLE_MIN_TABLE) return undefined;
  for (const size of SAMPLE_STAGES) {
    const percent = Math.min(100, (size / rows) * 100).toFixed(4);
    const r = await db.query<{ hit: number; seen: number }>(
      `SELECT count(*) FILTER (WHERE ${where.sql})::integer AS hit, count(*)::integer AS seen
         FROM estate_search s TABLESAMPLE SYSTEM (${percent}) REPEATABLE (0)`,
      where.params,
    );
    const hit = Number(r.rows[0]?.hit) || 0;
    const seen = Number(r.rows[0]?.seen) || 0;
    if (!seen) return undefined;
    const estimate = (hit / seen) * rows;
    // likely within the cap: the exact count it is
    if (estimate <= cap) return undefined;
    const low = ((hit - SAMPLE_SIGMAS * Math.sqrt(hit)) / seen) * rows;
    if (hit >= SAMPLE_MIN_HITS && low > cap) return Math.max(cap + 1, Math.round(estimate));
    if (Number(percent) >= 100) return undefined;
  }
  return undefined;
}

/**
 * One page of the estates matching `filter`, the top offers set apart, and the total of the page's
 * list: exact up to `s.exactTotal` matches (the count stops there), else an estimate, at least one
 * more than the limit (`totalExact: false`): from a sample of the table for a filter with facet masks
 * on a large table, else the planner's estimate of the same query.
 */
export async function searchEstateRows(
  db: Db,
  filter: SearchFilter,
  s: SearchPage,
): Promise<{ values: Estate[]; topOffers: Estate[]; total: number; totalExact: boolean }> {
  const where = buildWhere(filter);
  const order = ORDER_SQL[s.order];
  const offset = (s.page - 1) * s.onPage;
  const withTop = s.topOffers > 0;

  // Top offers shown apart are left out of the list and its total, on every page, so none shows
  // twice. They are a CTE of each statement, so the rows and the count do not wait for each other.
  const top = withTop
    ? // `top_offer_until > now()` implies the predicate of the top offers' own partial indexes, one per
      // sort column and covering the filters (migration 033): the planner walks the one of the
      // search's order and stops at the fourth match, or, for a filter it expects few top offers to
      // match, reads them all through 032's covering index and sorts the matches (decision 0025)
      `WITH top AS (SELECT s.id, row_number() OVER (ORDER BY ${order}) AS ord FROM estate_search s
        WHERE s.top_offer_until > now() AND ${where.sql} ORDER BY ${order} LIMIT ${s.topOffers}) `
    : '';
  const notTop = withTop ? ' AND s.id NOT IN (SELECT id FROM top)' : '';
  const rowsSql = `${top ? `${top},` : 'WITH'} page AS (
      SELECT s.id, row_number() OVER (ORDER BY ${order}) AS ord FROM estate_search s
       WHERE ${where.sql}${notTop} ORDER BY ${order} LIMIT ${s.onPage} OFFSET ${offset})
    , picked AS (SELECT id, 1 AS part, ord FROM page${top ? ' UNION ALL SELECT id, 0, ord FROM top' : ''})
    SELECT picked.part, picked.ord, ${ESTATE_SELECT}${s.readIn ? `, ${translationsColumn(`$${where.params.length + 1}`, s.readIn.fields)}` : ''}
      FROM picked JOIN estates e ON e.id = picked.id JOIN users u ON u.id = e.owner_id`;
  const matches = `SELECT 1 FROM estate_search s WHERE ${where.sql}${notTop}`;
  // The count takes every match, top offers included, and subtracts the top offers set apart: without
  // the test against the top offers' ids, a count can read a covering index alone (estate_search_filters
  // holds the masks but not the id; a country + facets count at a million 164 → 24 ms). Counting to
  // the cap plus the top offers keeps it exact up to the cap.
  const countSql = withTop
    ? `${top}SELECT (SELECT count(*)::integer FROM (SELECT 1 FROM estate_search s WHERE ${where.sql} LIMIT ${s.exactTotal + 1 + s.topOffers}) c)
        - (SELECT count(*)::integer FROM top) AS n`
    : `SELECT count(*)::integer AS n FROM (${matches} LIMIT ${s.exactTotal + 1}) c`;
  type Picked = EstateRow & { part: number; ord: number };
  const rowsParams = s.readIn ? [...where.params, s.readIn.lang] : where.params;
  const rows = () => db.query<Picked>(rowsSql, rowsParams).then((r) => r.rows);
  let totalExact = true;
  const count = async () => {
    if (where.masks) {
      const sampled = await sampledCount(db, where, s.exactTotal);
      if (sampled !== undefined) {
        totalExact = false;
        return sampled;
      }
    }
    const n = Number((await db.query<{ n: number }>(countSql, where.params)).rows[0].n);
    if (n <= s.exactTotal) return n;
    totalExact = false;
    // the planner's row estimate of the whole query: no scan, often within a few per cent on
    // statistics that autovacuum keeps; never less than what the capped count has seen
    const plan = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`EXPLAIN (FORMAT JSON) ${top}${matches}`, where.params);
    const estimate = Math.round(Number(plan.rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows']) || 0);
    return Math.max(n, estimate);
  };

  let picked: Picked[];
  let total: number;
  if (db.kind === 'pg') {
    // a pool: the rows and the count run side by side
    [picked, total] = await Promise.all([rows(), count()]);
  } else {
    picked = await rows();
    // one connection: no count when the first page is not full
    const onThisPage = picked.filter((r) => Number(r.part) === 1).length;
    total = offset === 0 && onThisPage < s.onPage ? onThisPage : await count();
  }
  picked.sort((a, b) => Number(a.ord) - Number(b.ord));
  const part = (n: number) => picked.filter((r) => Number(r.part) === n).map((r) => readRow(r, s.currency, s.rates, s.readIn));
  return { values: part(1), topOffers: part(0), total, totalExact };
}
