// The draft as the screens of the flow share it in the browser: read once from localStorage, kept in
// memory, written back on every change (so a reload or a sign-up loses nothing), and re-read when
// another tab changes it. On the server and while the page hydrates there is no draft yet (null):
// the screens render their empty form first and the stored draft right after, so the markup the
// server sent always matches the first render in the browser.
import { useSyncExternalStore } from 'react';
import { emptyDraft, readDraft, removeDraft, writeDraft, DRAFT_KEY, type AdvertDraft, type DraftStorage } from './draft.ts';
import { ADVERT_STEPS, type AdvertStep } from './paths.ts';

let current: AdvertDraft | null = null;
const listeners = new Set<() => void>();

function storage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the draft lives in memory only
  }
}

function emit(): void {
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent): void {
  if (e.key !== null && e.key !== DRAFT_KEY && e.key !== STEPS_KEY) return;
  current = null;
  started = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The draft now (browser only): the stored one, or an empty one. */
export function getDraft(): AdvertDraft {
  current ??= readDraft(storage()) ?? emptyDraft();
  return current;
}

/** Merges `part` into the draft and stores it. */
export function updateDraft(part: Partial<AdvertDraft>): AdvertDraft {
  const before = getDraft();
  const changed = (Object.keys(part) as (keyof AdvertDraft)[]).some((k) => part[k] !== before[k]);
  if (!changed) return before;
  current = { ...before, ...part };
  writeDraft(storage(), current);
  emit();
  return current;
}

/** Forgets the draft (after publishing), and the steps its flow started with. */
export function clearDraft(): void {
  current = emptyDraft();
  removeDraft(storage());
  started = undefined;
  try {
    storage()?.removeItem(STEPS_KEY);
  } catch {
    // a storage that cannot be written holds nothing of ours
  }
  emit();
}

// The steps the flow showed when it started (flow.ts flowSteps): kept beside the draft, so the count
// ("Step 4 of 6") stays the same when signing up or taking a plan makes a step unnecessary.
const STEPS_KEY = 'advert.steps.v1';
let started: readonly AdvertStep[] | null | undefined;

/** The steps the flow started with, or null before it has (browser only). */
export function getStartedSteps(): readonly AdvertStep[] | null {
  if (started === undefined) {
    let raw: unknown = null;
    try {
      raw = JSON.parse(storage()?.getItem(STEPS_KEY) ?? 'null');
    } catch {
      raw = null;
    }
    const steps = Array.isArray(raw) ? ADVERT_STEPS.filter((s) => raw.includes(s)) : [];
    started = steps.length ? steps : null;
  }
  return started;
}

/** Remembers the steps of a flow that starts now (nothing when one has started already). */
export function rememberStartedSteps(steps: readonly AdvertStep[]): void {
  if (getStartedSteps()) return;
  started = [...steps];
  try {
    storage()?.setItem(STEPS_KEY, JSON.stringify(started));
  } catch {
    // kept in memory only
  }
  emit();
}

const noSteps = (): readonly AdvertStep[] | null => null;

/** The steps the flow started with; null on the server, while hydrating and before the flow starts. */
export function useStartedSteps(): readonly AdvertStep[] | null {
  return useSyncExternalStore(subscribe, getStartedSteps, noSteps);
}

const serverSnapshot = (): AdvertDraft | null => null;

/** The draft, or null on the server and during hydration. */
export function useDraft(): AdvertDraft | null {
  return useSyncExternalStore<AdvertDraft | null>(subscribe, getDraft, serverSnapshot);
}
