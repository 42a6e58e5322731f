// The place index at work: suggestions from a snapshot of every place with its keys and estate counts
// (read again when older than SNAPSHOT_MS, so places that imports add show within that time, on every
// instance), and the ids a search by place matches. Names in the page's language come from here too.
import type { Db, Queryable } from '../db/index.ts';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { placeKey } from '../../shared/geo/place-key.ts';
import { MAX_PLACE_SUGGESTIONS, type PlaceSuggestion, type PlacesQuery } from '../../shared/contract/places.ts';
import { matchPlaces, type IndexedPlace } from './match.ts';
import { placeCatalog } from './catalog.ts';

/** How long a snapshot answers before it is read again. */
export const SNAPSHOT_MS = 30_000;
const DEFAULT_SUGGESTIONS = 8;

export interface PlaceSnapshot {
  places: IndexedPlace[];
  /** what suggestions come from: the catalogue's places, and places listings added while published listings are there */
  suggestable: IndexedPlace[];
  byId: Map<string, IndexedPlace>;
  at: number;
}

interface PlaceRow {
  id: string;
  kind: IndexedPlace['kind'];
  country_code: string;
  parent_id: string | null;
  names: IndexedPlace['names'] | string;
  keys: string[];
}

export async function loadSnapshot(db: Queryable): Promise<PlaceSnapshot> {
  const rows = await db.query<PlaceRow>(
    `SELECT p.id, p.kind, p.country_code, p.parent_id, p.names, array_agg(n.key ORDER BY n.key) AS keys
       FROM places p JOIN place_names n ON n.place_id = p.id GROUP BY p.id`,
  );
  const counts = await db.query<{ place_id: string; n: number }>(
    'SELECT place_id, count(*)::integer AS n FROM estate_search WHERE place_id IS NOT NULL GROUP BY place_id',
  );
  const places = rows.rows.map((r): IndexedPlace => ({
    id: r.id,
    kind: r.kind,
    countryCode: r.country_code.trim(),
    parentId: r.parent_id,
    names: typeof r.names === 'string' ? JSON.parse(r.names) : r.names,
    keys: r.keys,
    estates: 0,
  }));
  const byId = new Map(places.map((p) => [p.id, p]));
  // every estate counts for its place and each place around it
  for (const c of counts.rows) {
    for (let p = byId.get(c.place_id); p; p = p.parentId ? byId.get(p.parentId) : undefined) p.estates += Number(c.n);
  }
  const catalogue = catalogueIds();
  const suggestable = places.filter((p) => p.estates > 0 || catalogue.has(p.id));
  return { places, suggestable, byId, at: Date.now() };
}

let catalogueIdSet: Set<string> | undefined;
function catalogueIds(): Set<string> {
  return (catalogueIdSet ??= new Set(placeCatalog().map((p) => p.id)));
}

interface Holder {
  current?: PlaceSnapshot;
  loading?: Promise<PlaceSnapshot>;
}
const holders = new WeakMap<Db, Holder>();

/** The current snapshot of `db`'s index; an old one answers while the next is read. */
export async function placeSnapshot(db: Db): Promise<PlaceSnapshot> {
  let h = holders.get(db);
  if (!h) holders.set(db, (h = {}));
  const holder = h;
  const refresh = (): Promise<PlaceSnapshot> =>
    (holder.loading ??= loadSnapshot(db)
      .then((s) => (holder.current = s))
      .finally(() => (holder.loading = undefined)));
  if (!holder.current) return refresh();
  if (Date.now() - holder.current.at > SNAPSHOT_MS) refresh().catch(() => undefined);
  return holder.current;
}

/** Forget the snapshot, so the next call reads the index again. */
export function dropSnapshot(db: Db): void {
  holders.delete(db);
}

export function languageOf(lang: string | undefined): Language {
  return lang && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

/** The names around a place in lang, nearest first. */
export function parentNames(snap: PlaceSnapshot, place: IndexedPlace, lang: Language): string[] {
  const out: string[] = [];
  for (let p = place.parentId ? snap.byId.get(place.parentId) : undefined; p; p = p.parentId ? snap.byId.get(p.parentId) : undefined) {
    out.push(p.names[lang]);
  }
  return out;
}

export function suggestion(snap: PlaceSnapshot, place: IndexedPlace, lang: Language): PlaceSuggestion {
  const parents = parentNames(snap, place, lang);
  const name = place.names[lang];
  return {
    id: place.id,
    kind: place.kind,
    countryCode: place.countryCode,
    name,
    parent: parents.join(', '),
    label: [name, ...parents].join(', '),
    estates: place.estates,
  };
}

export async function suggestPlaces(db: Db, q: PlacesQuery): Promise<{ values: PlaceSuggestion[] }> {
  const snap = await placeSnapshot(db);
  const lang = languageOf(q.lang);
  const limit = Math.min(q.limit ?? DEFAULT_SUGGESTIONS, MAX_PLACE_SUGGESTIONS);
  return { values: matchPlaces(snap.suggestable, q.q, limit).map((m) => suggestion(snap, m.place, lang)) };
}

/** The place ids a typed name stands for: every place one of whose spellings it is, whole. */
export async function placeIdsNamed(db: Queryable, name: string): Promise<string[]> {
  const key = placeKey(name);
  if (key === '') return [];
  const r = await db.query<{ place_id: string }>('SELECT DISTINCT place_id FROM place_names WHERE key = $1 ORDER BY place_id LIMIT 20', [key]);
  return r.rows.map((row) => row.place_id);
}

/** Whether a place with this id exists. */
export async function placeExists(db: Queryable, id: string): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM places WHERE id = $1', [id]);
  return r.rows.length > 0;
}

/** A place as the search answer names it, in lang (null when unknown). */
export async function placeInfo(db: Db, id: string, lang: Language): Promise<PlaceSuggestion | null> {
  const snap = await placeSnapshot(db);
  let place = snap.byId.get(id);
  if (!place) {
    // a place added since the snapshot was read
    if (!(await placeExists(db, id))) return null;
    dropSnapshot(db);
    const fresh = await placeSnapshot(db);
    place = fresh.byId.get(id);
    return place ? suggestion(fresh, place, lang) : null;
  }
  return suggestion(snap, place, lang);
}
