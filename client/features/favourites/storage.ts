// A visitor's favourites, kept in the browser (localStorage) until they sign in, when they are merged
// into the account and cleared here. Unreadable or foreign data reads as an empty list.

export const FAVOURITES_STORAGE_KEY = 'favourites';
/** as many as an account keeps (MAX_FAVOURITES of shared/contract/favourites.ts) */
const MAX_FAVOURITES = 500;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredFavourites(): string[] {
  const raw = storage()?.getItem(FAVOURITES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200);
    return [...new Set(ids)].slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
}

export function writeStoredFavourites(ids: readonly string[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (ids.length === 0) s.removeItem(FAVOURITES_STORAGE_KEY);
    else s.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids.slice(0, MAX_FAVOURITES)));
  } catch {
    // a full or disabled storage: the heart still shows for this page
  }
}
