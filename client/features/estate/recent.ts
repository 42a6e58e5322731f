// The listings this browser opened most recently (the estate page remembers each), newest first,
// for the "Recently viewed" screen of the private area. Kept in localStorage only: nothing is sent
// to the server. What a card shows is kept with the id, so the screen needs no request; its price
// is converted to the visitor's currency when shown. Unreadable or foreign data reads as none.
import type { CardSource } from './cards.ts';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** how many are kept */
export const RECENTLY_VIEWED_MAX = 12;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isEntry = (v: unknown): v is CardSource =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CardSource).aliasId === 'string' &&
  typeof (v as CardSource).price === 'number' &&
  typeof (v as CardSource).title === 'object' &&
  typeof (v as CardSource).geoData === 'object' &&
  Array.isArray((v as CardSource).photos);

export function readRecentlyViewed(): CardSource[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function write(list: readonly CardSource[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (list.length === 0) s.removeItem(RECENTLY_VIEWED_KEY);
    else s.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // a full or disabled storage: nothing is remembered
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes made here or in another tab of this browser. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === RECENTLY_VIEWED_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null; list: CardSource[] } | null = null;

/** The list, the same array while the stored text is unchanged (a stable snapshot). */
export function recentlyViewedSnapshot(): CardSource[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, list: readRecentlyViewed() };
  return snapshot.list;
}

/** Puts a listing first (once), keeping what a card needs of it. */
export function rememberViewed(estate: CardSource): void {
  const entry: CardSource = {
    aliasId: estate.aliasId,
    title: estate.title,
    price: estate.price,
    currency: estate.currency,
    livingSpace: estate.livingSpace,
    rooms: estate.rooms,
    dealType: estate.dealType,
    estateType: estate.estateType,
    isTopOffer: estate.isTopOffer,
    isNew: estate.isNew,
    ...(estate.previousPrice ? { previousPrice: estate.previousPrice } : {}),
    ...(estate.energy && 'rating' in estate.energy ? { energy: estate.energy } : {}),
    // a machine-translated title stays marked as one
    ...(estate.titleOriginal ? { titleLanguage: estate.titleLanguage, titleOriginal: estate.titleOriginal } : {}),
    geoData: {
      countryCode: estate.geoData.countryCode,
      area: estate.geoData.area,
      city: estate.geoData.city,
      ...(estate.geoData.names ? { names: estate.geoData.names } : {}),
    },
    photos: estate.photos.slice(0, 1).map((p) => ({ url: p.url })),
  };
  write([entry, ...readRecentlyViewed().filter((e) => e.aliasId !== estate.aliasId)]);
}

export function clearRecentlyViewed(): void {
  write([]);
}
