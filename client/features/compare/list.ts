// The listings this browser chose to compare (issue 26, item 4): kept in localStorage only, so a
// visitor needs no account and nothing is sent until the compare page asks for them. Each entry keeps
// its title, so the "which one to drop" dialog needs no request. At most MAX_COMPARE; unreadable or
// foreign data reads as none. A small module on purpose: the toggle on every card imports it, and it
// is part of every page's first-load JavaScript.
import type { LocalizedText } from '../../../shared/contract/common.ts';
import { COMPARE_STORAGE_KEY, MAX_ALIAS_ID, MAX_COMPARE } from '../../../shared/core/compare.ts';

export interface CompareEntry {
  aliasId: string;
  title: LocalizedText;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isEntry = (v: unknown): v is CompareEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CompareEntry).aliasId === 'string' &&
  (v as CompareEntry).aliasId.length > 0 &&
  (v as CompareEntry).aliasId.length <= MAX_ALIAS_ID &&
  typeof (v as CompareEntry).title === 'object' &&
  (v as CompareEntry).title !== null;

function read(raw: string | null): CompareEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.filter((e): e is CompareEntry => isEntry(e) && !seen.has(e.aliasId) && !!seen.add(e.aliasId)).slice(0, MAX_COMPARE);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function write(list: readonly CompareEntry[]): void {
  const s = storage();
  let kept = false;
  if (s) {
    try {
      if (list.length === 0) s.removeItem(COMPARE_STORAGE_KEY);
      else s.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list.slice(0, MAX_COMPARE)));
      kept = true;
    } catch {
      // a full or disabled storage: the choice lasts as long as this page (below)
    }
  }
  memory = kept ? null : list.slice(0, MAX_COMPARE);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes made here or in another tab of this browser. */
export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARE_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let memory: readonly CompareEntry[] | null = null;
let snapshot: { raw: string | null; list: CompareEntry[] } | null = null;
const NONE: CompareEntry[] = [];

/** The list, the same array while the stored text is unchanged (a stable snapshot). */
export function compareSnapshot(): CompareEntry[] {
  if (memory) return memory as CompareEntry[];
  const raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, list: read(raw) };
  return snapshot.list;
}

/** The server knows no browser's list: every page renders as if it were empty, then hydrates. */
export const serverCompareSnapshot = (): CompareEntry[] => NONE;

/** Adds a listing at the end; false (and nothing changes) when the list is full. */
export function addToCompare(entry: CompareEntry, drop?: string): boolean {
  const list = compareSnapshot().filter((e) => e.aliasId !== entry.aliasId && e.aliasId !== drop);
  if (list.length >= MAX_COMPARE) return false;
  write([...list, { aliasId: entry.aliasId, title: entry.title }]);
  return true;
}

export function removeFromCompare(aliasId: string): void {
  const list = compareSnapshot();
  if (list.some((e) => e.aliasId === aliasId)) write(list.filter((e) => e.aliasId !== aliasId));
}
