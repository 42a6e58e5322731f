// Matching typed text against the place index (decision 0014), as pure functions over a snapshot: the
// key of the query (shared/geo/place-key.ts) against every key of every place. Tiers, best first: the
// whole key, the start of the key, the start of a later word, then (from four letters on) the whole
// key or its start within one edit (a letter wrong, missing, extra, or two swapped). Within a tier,
// places with more estates first, then cities before regions, countries and areas.
import { placeKey } from '../../shared/geo/place-key.ts';
import type { PlaceKind } from '../../shared/contract/places.ts';

export interface IndexedPlace {
  id: string;
  kind: PlaceKind;
  countryCode: string;
  parentId: string | null;
  names: { en: string; de: string; ru: string; es: string };
  keys: readonly string[];
  /** published estates in it and everything inside it */
  estates: number;
}

export interface PlaceMatch {
  place: IndexedPlace;
  tier: number;
}

/** Whether a and b are within one edit: a letter changed, added, removed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The tier of a key for query q (both keys), or -1 when it does not match. */
export function matchTier(q: string, key: string): number {
  if (key === q) return 0;
  if (key.startsWith(q)) return 1;
  if (key.includes(` ${q}`)) return 2;
  if (q.length < 4) return -1;
  if (withinOneEdit(q, key)) return 3;
  for (const len of [q.length, q.length - 1, q.length + 1]) {
    if (len < key.length && withinOneEdit(q, key.slice(0, len))) return 4;
  }
  return -1;
}

const KIND_ORDER: Record<PlaceKind, number> = { city: 0, region: 1, country: 2, area: 3 };

/** The best `limit` places for the typed text, best first. */
export function matchPlaces(places: readonly IndexedPlace[], text: string, limit: number): PlaceMatch[] {
  const q = placeKey(text);
  if (q.length < 2) return [];
  const found: PlaceMatch[] = [];
  for (const place of places) {
    let best = -1;
    for (const key of place.keys) {
      const tier = matchTier(q, key);
      if (tier >= 0 && (best < 0 || tier < best)) best = tier;
      if (best === 0) break;
    }
    if (best >= 0) found.push({ place, tier: best });
  }
  // a name that matches whole or by its start is what was meant: the one-letter typos ("malaga" →
  // "madaga(scar)") only help when nothing matches so
  const exact = found.some((m) => m.tier <= 2);
  const kept = exact ? found.filter((m) => m.tier <= 2) : found;
  kept.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.place.estates - a.place.estates ||
      KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
      a.place.names.en.localeCompare(b.place.names.en),
  );
  return kept.slice(0, limit);
}
