// The map rectangle of a search (docs/decisions/0015): `bbox=south,west,north,east` in decimal
// degrees. Latitudes are -90..90 with south ≤ north; longitudes are -180..180, and west > east means
// the rectangle crosses the antimeridian (from west eastwards over ±180 to east), as in GeoJSON
// (RFC 7946 §5.2). Edges belong to the rectangle. One text form, so a search keeps one URL.

export interface Bbox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Digits kept after the point: 5 is about a metre, finer than any map view needs. */
const DIGITS = 5;
const MAX_TEXT = 120;

const round = (n: number) => {
  const r = Math.round(n * 10 ** DIGITS) / 10 ** DIGITS;
  return Object.is(r, -0) ? 0 : r;
};

/** Why a text is not a bbox, or the bbox it is. */
export function parseBbox(raw: string): { bbox: Bbox } | { problem: string } {
  if (raw.length > MAX_TEXT) return { problem: `must be at most ${MAX_TEXT} characters` };
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 4) return { problem: 'must be four numbers: south,west,north,east' };
  if (!parts.every((p) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(p))) return { problem: 'must be four decimal numbers: south,west,north,east' };
  const [south, west, north, east] = parts.map(Number);
  if (south < -90 || north > 90 || south > 90 || north < -90) return { problem: 'latitudes (south, north) must be from -90 to 90' };
  if (west < -180 || west > 180 || east < -180 || east > 180) return { problem: 'longitudes (west, east) must be from -180 to 180' };
  if (south > north) return { problem: 'south must not be above north' };
  return { bbox: { south, west, north, east } };
}

/** The canonical text of a bbox (rounded to 5 digits). */
export function formatBbox(b: Bbox): string {
  return [b.south, b.west, b.north, b.east].map(round).join(',');
}

/** A bbox's canonical form, or undefined when the text is not one. */
export function normalizeBboxText(raw: string | undefined | null): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const parsed = parseBbox(raw.trim());
  return 'bbox' in parsed ? formatBbox(parsed.bbox) : undefined;
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The bbox of a map view's bounds as a map library reports them: latitudes clamped, longitudes
 * (which grow past ±180 when the world is panned round) wrapped into -180..180; a view wider than
 * the world is every longitude. A wrapped view that spans ±180 comes out with west > east.
 */
export function boundsToBbox(south: number, west: number, north: number, east: number): Bbox {
  const s = round(clampLat(Math.min(south, north)));
  const n = round(clampLat(Math.max(south, north)));
  if (!(east - west < 360)) return { south: s, west: -180, north: n, east: 180 };
  let w = round(wrap(west));
  let e = round(wrap(east));
  if (e === -180 && east > west) e = 180;
  if (w === 180) w = -180;
  return { south: s, west: w, north: n, east: e };
}

/** True when the point lies in the bbox (edges included). */
export function inBbox(b: Bbox, lat: number, lng: number): boolean {
  if (lat < b.south || lat > b.north) return false;
  return b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east;
}
