// The store parts the browser registers only when they are needed (docs/decisions/0006): those of the
// features whose manifest declares `lazy` (client/lib/feature.ts), each in a chunk of its own. A
// screen of such a feature loads it with its code (`withFeature`, applied by client/app/screens.ts
// to the feature's screens and to what a screen `needs`), so the store has it before the screen
// renders or hydrates; an action of a feature not registered yet (a prefetch dispatched while the
// screen's chunk is still on its way) waits for it (client/store/browserStore.ts).
// The server registers every feature at start (client/store/configureStore.ts), so for it
// registration is a no-op.
import type { Reducer } from 'redux';
import { FEATURES } from '../app/features.ts';
import type { FeatureStore } from '../lib/feature.ts';

export interface LoadedFeature {
  /** store key = action-type prefix */
  key: string;
  reducer: Reducer;
  saga?: () => Generator;
}

/** feature key → its store part's loader, for the lazy features */
const LAZY_FEATURES: Readonly<Record<string, () => Promise<FeatureStore>>> = Object.fromEntries(
  FEATURES.flatMap((f) => (f.lazy ? [[f.key, f.lazy as () => Promise<FeatureStore>]] : [])),
);

/** Where loaded features go: the browser's store sets it; unset (the server, tests) nothing is registered. */
let host: ((feature: LoadedFeature) => void) | null = null;

export function setFeatureHost(register: ((feature: LoadedFeature) => void) | null): void {
  host = register;
}

/** Loads (once; the module system keeps it) and registers the store part of the feature `key`. */
export async function loadFeature(key: string): Promise<LoadedFeature> {
  const load = LAZY_FEATURES[key];
  if (!load) throw new Error(`no lazy store feature ${key}`);
  const { reducer, saga } = await load();
  const feature: LoadedFeature = { key, reducer: reducer as Reducer, saga };
  host?.(feature);
  return feature;
}

/** A screen's `load` that also brings the store parts of these lazy features (all chunks in parallel). */
export function withFeature<M>(keys: readonly string[], loadScreen: () => Promise<M>): () => Promise<M> {
  return async () => {
    const [screen] = await Promise.all([loadScreen(), ...keys.map(loadFeature)]);
    return screen;
  };
}

/** The feature key of an action type (`billing/fetchOrder` → `billing`) when it is a lazy one. */
export function lazyPrefixOf(type: unknown): string | null {
  if (typeof type !== 'string') return null;
  const slash = type.indexOf('/');
  if (slash <= 0) return null;
  const prefix = type.slice(0, slash);
  return Object.hasOwn(LAZY_FEATURES, prefix) ? prefix : null;
}

/** Every lazy feature's store part, loaded (the server and tests register all of them at start). */
export async function loadAllLazyFeatures(): Promise<LoadedFeature[]> {
  return Promise.all(Object.keys(LAZY_FEATURES).map(async (key) => ({ key, ...(await LAZY_FEATURES[key]()) }) as LoadedFeature));
}
