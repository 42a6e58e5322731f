// Every result on the map (issue 26.3): the published estates matching a search (its own WHERE, from
// searchWhere, so the two never disagree on what matches) inside the map rectangle, grouped in the
// database on a grid. A cell is 90 / 2^zoom degrees (a quarter of a web-map tile at that zoom), made
// coarser by powers of two until the rectangle covers at most about CLUSTERS_MAX cells, so at most
// that many groups come back. The grid is anchored at 0°, so a group stays put while the map pans.
// Across the antimeridian (west > east) the cells on either side are separate groups.
import type { Db } from '../db/index.ts';
import { CLUSTERS_MAX, type ClustersQuery, type EstateCluster, type EstateClusters } from '../../shared/contract/estate-clusters.ts';
import { errors } from '../errors.ts';
import { formatBbox, parseBbox, type Bbox } from '../../shared/geo/bbox.ts';
import { searchWhere } from './search.ts';

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

export async function estateClusters(db: Db, q: ClustersQuery): Promise<EstateClusters> {
  const parsed = parseBbox(q.bbox.trim());
  if ('problem' in parsed) throw errors.invalidField('querystring/bbox', parsed.problem, 'INVALID_FORMAT');
  const bbox = parsed.bbox;
  // searchWhere checks the other filters (a 400 naming the field) and resolves places
  const where = await searchWhere(db, { ...q, bbox: q.bbox.trim() });
  const cell = clusterCell(bbox, q.zoom);
  const c = `$${where.params.length + 1}::float8`;
  // a lone listing's aliasId by a lookup per group: the planner cannot tell how few groups there are
  // and would join all of estates (decision 0025)
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
  const rows = (await db.query<CellRow>(sql, [...where.params, cell])).rows;
  let total = 0;
  const clusters = rows.map((r): EstateCluster => {
    const count = Number(r.n);
    total += count;
    const group: EstateCluster = {
      lat: Number(r.lat),
      lng: Number(r.lng),
      count,
      bbox: outward(Number(r.south), Number(r.west), Number(r.north), Number(r.east)),
    };
    if (count === 1 && r.alias_id) group.aliasId = r.alias_id;
    return group;
  });
  return { clusters, total, cell };
}
