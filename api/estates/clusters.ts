// Every result on the map (issue 26.3): the published estates matching a search (its own WHERE, from
// searchWhere, so the two never disagree on what matches) inside the map rectangle, grouped in the
// database on a grid. A cell is 90 / 2^zoom degrees (a quarter of a web-map tile at that zoom), made
// coarser by powers of two until the rectangle covers at most about CLUSTERS_MAX cells, so at most
// that many groups come back. The grid is anchored at 0°, so a group stays put while the map pans.
// Across the antimeridian (west > east) the cells on either side are separate groups.
//
// Two ways to the same groups (docs/decisions/0027). With no filter but the rectangle and a deal type,
// and a grid no finer than migration 031's cell, the cells wholly inside the rectangle come from the
// per-cell counts of estate_search_cells (a row per cell and deal type, migration 034: a few thousand
// rows for the whole world) and only the estates in the rectangle's border cells are read from
// estate_search; every other call groups the matching rows of estate_search itself.
import type { Db } from '../db/index.ts';
import { CLUSTERS_MAX, type ClustersQuery, type EstateCluster, type EstateClusters } from '../../shared/contract/estate-clusters.ts';
import { errors } from '../errors.ts';
import { formatBbox, parseBbox, type Bbox } from '../../shared/geo/bbox.ts';
import { resolvePlaces, searchFilter } from './search.ts';
import { buildWhere } from './sql-search.ts';
import { currencyRates } from './sql.ts';

/** The cells a rectangle touches on a grid of `cell` degrees, at most (both sides of ±180 counted). */
function cellsTouched(b: Bbox, cell: number): number {
  const width = b.west <= b.east ? b.east - b.west : 360 - (b.west - b.east);
  const height = b.north - b.south;
  return (Math.ceil(width / cell) + 2) * (Math.ceil(height / cell) + 1);
}

/** The grid's cell in degrees: 90 / 2^zoom, doubled while the rectangle would cover more than `max` cells. */
export function clusterCell(b: Bbox, zoom: number, max = CLUSTERS_MAX): number {
  let cell = 90 / 2 ** zoom;
  while (cell < 90 && cellsTouched(b, cell) > max) cell *= 2;
  return cell;
}

/** A group's rectangle to 5 digits, rounded outwards so it still holds every one of its listings. */
function outward(south: number, west: number, north: number, east: number): string {
  const down = (n: number) => Math.max(-180, Math.floor(n * 1e5) / 1e5);
  const up = (n: number) => Math.min(180, Math.ceil(n * 1e5) / 1e5);
  return formatBbox({ south: Math.max(-90, down(south)), west: down(west), north: Math.min(90, up(north)), east: up(east) });
}

interface CellRow {
  n: number;
  lat: number;
  lng: number;
  south: number;
  west: number;
  north: number;
  east: number;
  alias_id: string | null;
}

/** Migration 031's cell: 90 / 2^10 degrees; a grid of zoom ≤ 10 is made of whole ones. */
export const BASE_CELL = 90 / 2 ** 10;
const BASE_LEVEL = 10;
/** Clearance from a grid line, far above a double's rounding at these magnitudes. */
const EPS = 1e-9;

/**
 * The base cells wholly inside a rectangle (not across the antimeridian), as ranges of
 * migration 031's keys, or null when there are none. The cell of row y spans [y·c, (y+1)·c); the
 * last row and column also hold 90° and 180°. A side within EPS of a grid line keeps that line's
 * cells out, so no estate outside the rectangle is ever counted through a cell.
 */
export function innerCells(b: Bbox): { y0: number; y1: number; x0: number; x1: number } | null {
  const c = BASE_CELL;
  const low = (edge: number, min: number, first: number) => {
    if (edge <= min) return first;
    const k = Math.ceil(edge / c);
    return k * c - edge < EPS ? k + 1 : k;
  };
  const high = (edge: number, max: number, last: number) => {
    if (edge >= max) return last;
    const k = Math.floor(edge / c) - 1;
    return edge - (k + 1) * c < EPS ? k - 1 : k;
  };
  const r = { y0: low(b.south, -90, -1024), y1: high(b.north, 90, 1023), x0: low(b.west, -180, -2048), x1: high(b.east, 180, 2047) };
  return r.y0 <= r.y1 && r.x0 <= r.x1 ? r : null;
}

export async function estateClusters(db: Db, q: ClustersQuery): Promise<EstateClusters> {
  const parsed = parseBbox(q.bbox.trim());
  if ('problem' in parsed) throw errors.invalidField('querystring/bbox', parsed.problem, 'INVALID_FORMAT');
  const bbox = parsed.bbox;
  // the search's own filter: it checks the other filters (a 400 naming the field) and resolves places
  const filter = searchFilter({ ...q, bbox: q.bbox.trim() }, await currencyRates(db));
  await resolvePlaces(db, q, filter);
  const where = buildWhere(filter);
  const cell = clusterCell(bbox, q.zoom);
  const level = Math.round(Math.log2(90 / cell));
  const countedPerCell = buildWhere({ ...filter, bbox: undefined, dealType: undefined }).parts.length === 0;
  const inner = countedPerCell && bbox.west <= bbox.east && level <= BASE_LEVEL ? innerCells(bbox) : null;
  const rows = inner ? await fromCells(db, where, inner, BASE_LEVEL - level, filter.dealType) : await fromRows(db, where, cell);
  let total = 0;
  const clusters = rows.map((r): EstateCluster => {
    const count = Number(r.n);
    total += count;
    const [south, north, west, east] = [Number(r.south), Number(r.north), Number(r.west), Number(r.east)];
    const group: EstateCluster = {
      // a mean of sums kept by subtraction may stray by a rounding from its rectangle
      lat: Math.min(north, Math.max(south, Number(r.lat))),
      lng: Math.min(east, Math.max(west, Number(r.lng))),
      count,
      bbox: outward(south, west, north, east),
    };
    if (count === 1 && r.alias_id) group.aliasId = r.alias_id;
    return group;
  });
  return { clusters, total, cell };
}

/** Every matching row of estate_search, grouped on a grid of `cell` degrees. */
async function fromRows(db: Db, where: ReturnType<typeof buildWhere>, cell: number): Promise<CellRow[]> {
  const c = `$${where.params.length + 1}::float8`;
  // a lone listing's aliasId by a lookup per group: the planner cannot tell how few groups there are
  // and would join all of estates (decisions 0025, 0027)
  const sql = `WITH cells AS (
      SELECT count(*)::integer AS n, avg(s.lat) AS lat, avg(s.lng) AS lng,
             min(s.lat) AS south, max(s.lat) AS north, min(s.lng) AS west, max(s.lng) AS east, min(s.id) AS one
        FROM estate_search s
       WHERE ${where.sql} AND s.lat IS NOT NULL AND s.lng IS NOT NULL
       GROUP BY floor(s.lat / ${c}), floor(s.lng / ${c}))
    SELECT cells.n, cells.lat, cells.lng, cells.south, cells.west, cells.north, cells.east,
           CASE WHEN cells.n = 1 THEN (SELECT e.alias_id FROM estates e WHERE e.id = cells.one) END AS alias_id
      FROM cells
     ORDER BY cells.n DESC, cells.lat, cells.lng`;
  return (await db.query<CellRow>(sql, [...where.params, cell])).rows;
}

/**
 * The rectangle's groups from migration 031's per-cell counts: the cells wholly inside it summed per
 * group (a group's key is the base key shifted right by `shift`), plus the matching estates of the
 * cells in a ring around them (those the rectangle's sides cut), read from estate_search one cell at
 * a time through the geo index and grouped on the same keys. Only for a search with no filter but
 * the rectangle and a deal type (the ring's rows are checked against the search's WHERE all the same).
 */
async function fromCells(
  db: Db,
  where: ReturnType<typeof buildWhere>,
  inner: { y0: number; y1: number; x0: number; x1: number },
  shift: number,
  dealType: string | undefined,
): Promise<CellRow[]> {
  // inner cells up to the world's edge on every side leave no ring (and no use for the search's WHERE,
  // whose parameters would then have no type)
  const ring = inner.y0 > -1024 || inner.y1 < 1023 || inner.x0 > -2048 || inner.x1 < 2047;
  const params: unknown[] = ring ? [...where.params] : [];
  const p = (v: number | string, type = 'integer') => `$${params.push(v)}::${type}`;
  const sh = p(shift);
  // a cell has a row per deal type: one deal's rows, or all of them summed
  const deal = dealType === undefined ? null : p(dealType, 'text');
  const ofDeal = (alias: string) => (deal ? ` AND ${alias}.deal_type = ${deal}` : '');
  const [y0, y1, x0, x1] = [p(inner.y0), p(inner.y1), p(inner.x0), p(inner.x1)];
  // a cell cut by a side is at most two rows or columns out (a side within EPS of a grid line)
  const c = ring ? p(BASE_CELL, 'float8') : '';
  const eps = ring ? p(EPS, 'float8') : '';
  const ringRows = ring
    ? `UNION ALL
       SELECT r.cell_y >> ${sh}, r.cell_x >> ${sh}, m.*
         FROM (SELECT DISTINCT d.cell_y, d.cell_x FROM estate_search_cells d
                WHERE d.cell_y BETWEEN ${p(inner.y0 - 2)} AND ${p(inner.y1 + 2)} AND d.cell_x BETWEEN ${p(inner.x0 - 2)} AND ${p(inner.x1 + 2)}${ofDeal('d')}) r
         CROSS JOIN LATERAL (
              SELECT count(*)::integer AS n, sum(s.lat), sum(s.lng), min(s.lat), max(s.lat), min(s.lng), max(s.lng), min(s.id)
                FROM estate_search s
               WHERE ${where.sql}
                 AND s.lat BETWEEN r.cell_y * ${c} - ${eps} AND (r.cell_y + 1) * ${c} + ${eps}
                 AND s.lng BETWEEN r.cell_x * ${c} - ${eps} AND (r.cell_x + 1) * ${c} + ${eps}
                 AND estate_cell_y(s.lat) = r.cell_y AND estate_cell_x(s.lng) = r.cell_x) m
        WHERE NOT (r.cell_y BETWEEN ${y0} AND ${y1} AND r.cell_x BETWEEN ${x0} AND ${x1}) AND m.n > 0`
    : '';
  const sql = `WITH parts (gy, gx, n, sum_lat, sum_lng, south, north, west, east, one) AS (
       SELECT c.cell_y >> ${sh}, c.cell_x >> ${sh}, sum(c.n)::integer, sum(c.sum_lat), sum(c.sum_lng),
              min(c.south), max(c.north), min(c.west), max(c.east), NULL::text
         FROM estate_search_cells c
        WHERE c.cell_y BETWEEN ${y0} AND ${y1} AND c.cell_x BETWEEN ${x0} AND ${x1}${ofDeal('c')}
        GROUP BY 1, 2
       ${ringRows}),
     groups AS (
       SELECT sum(n)::integer AS n, sum(sum_lat) / sum(n) AS lat, sum(sum_lng) / sum(n) AS lng,
              min(south) AS south, max(north) AS north, min(west) AS west, max(east) AS east, min(one) AS one
         FROM parts GROUP BY gy, gx)
    SELECT g.n, g.lat, g.lng, g.south, g.west, g.north, g.east,
           -- a group of one from the counts: its rectangle is its point, which names it
           CASE WHEN g.n = 1 THEN (SELECT e.alias_id FROM estates e WHERE e.id = coalesce(g.one,
             (SELECT s.id FROM estate_search s WHERE s.lat = g.south AND s.lng = g.west${ofDeal('s')} ORDER BY s.id LIMIT 1))) END AS alias_id
      FROM groups g
     ORDER BY g.n DESC, g.lat, g.lng`;
  return (await db.query<CellRow>(sql, params)).rows;
}
