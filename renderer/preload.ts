// The stores a page carries (docs/decisions/0010): what its render read, nothing twice, nothing the
// browser builds by itself.
//  - A store still in its initial state is left out: the browser's reducers start from the same state.
//  - Listings in list stores (search results, top offers, the home page's offers) carry what a card shows (CARD_FIELDS,
//    what client/features/estate/cards.ts toCardData reads): the estate page fetches its own
//    listing. Descriptions in every language (HTML), facets, owners and distances were three
//    quarters of the search page's preloaded data; of the photos, the cover's address. A card that shows a further field adds it here;
//    test/unit/renderer-preload.test.ts renders the page from both and compares.
import type { RootState } from '../client/server.tsx';

/** Stores the page needs even in their initial state (the start state the renderer gives). */
const ALWAYS = new Set(['root', 'language', 'currencies', 'domain', 'user']);
/** Stores that hold lists of listings shown as cards. */
const LIST_STORES = new Set(['search', 'home']);
/** A listing's fields a card reads (and its ids). */
export const CARD_FIELDS = [
  '_id',
  'aliasId',
  'title',
  'price',
  'currency',
  'priceConverted',
  'reducedFrom',
  'livingSpace',
  'rooms',
  'dealType',
  'estateType',
  'isTopOffer',
  'isNew',
  'geoData',
  'photos',
  'energy',
  'updatedDaysAgo',
  'titleLanguage',
  'titleOriginal',
] as const;

export interface StoreTrimmer {
  trim(state: RootState): Record<string, unknown>;
}

/** `initial`: the state of a store nobody dispatched to (made once by the renderer). */
export function createStoreTrimmer(initial: RootState): StoreTrimmer {
  const start = new Map<string, unknown>(Object.entries(initial));
  return {
    trim(state) {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(state)) {
        if (!ALWAYS.has(key) && sameJson(value, start.get(key))) continue;
        out[key] = LIST_STORES.has(key) ? asCards(value) : value;
      }
      return out;
    },
  };
}

/**
 * Whether two values serialize to the same JSON (keys holding undefined count as absent), stopping at
 * the first difference: a store with a page of listings differs at its first list, so it is not
 * serialized just to be compared (it was, in full, on every page).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, bb[i] ?? null)) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let count = 0;
  for (const k in ao) {
    if (ao[k] === undefined) continue;
    count++;
    if (!sameJson(ao[k], bo[k])) return false;
  }
  for (const k in bo) if (bo[k] !== undefined) count--;
  return count === 0;
}

/** A copy where each listing (an object with an aliasId and a description) keeps CARD_FIELDS only; the rest shared. */
export function asCards(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const w = asCards(v);
      if (w !== v) changed = true;
      return w;
    });
    return changed ? out : value;
  }
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if ('aliasId' in obj && 'description' in obj) {
    const card: Record<string, unknown> = {};
    for (const field of CARD_FIELDS) if (field in obj) card[field] = obj[field];
    // a card shows the cover: the first photo's address (a listing has up to 20 photos, each with an id and a size)
    if (Array.isArray(obj.photos)) card.photos = obj.photos.slice(0, 1).map((p: { url?: unknown }) => ({ url: p?.url }));
    return card;
  }
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(obj)) {
    const w = asCards(v);
    if (w !== v) (out ??= { ...obj })[k] = w;
  }
  return out ?? value;
}
