// The store features the browser registers only when they are needed (docs/decisions/0006): the
// private and rarely used ones, and the public pages' outside the first-load budget (realtors,
// articles and static pages, country guides). Each is named by the prefix of its action types and loads its
// `feature.ts` (store key, reducer, saga) in a chunk of its own. A screen of such a feature loads
// it with its code (`withFeature` in the feature's routes.ts), so the store has it before the
// screen renders or hydrates; an action of a feature not yet registered (a prefetch dispatched while
// the screen's chunk is still on its way) waits for it (client/store/browserStore.ts).
// The server registers every feature statically (client/store/features.ts), so for it these are
// plain imports and registration is a no-op.
import type { Reducer } from 'redux';

export interface LazyFeature {
  key: string;
  prefix: string;
  reducer: Reducer;
  saga: () => Generator;
}

type FeatureModule = { feature: LazyFeature };

/** action-type prefix → its feature's code */
export const LAZY_FEATURES: Readonly<Record<string, () => Promise<FeatureModule>>> = {
  auth: () => import('../features/auth/feature.ts'),
  billing: () => import('../features/billing/feature.ts'),
  contacts: () => import('../features/contacts/feature.ts'),
  content: () => import('../features/content/feature.ts'),
  countries: () => import('../features/countries/feature.ts'),
  estateForm: () => import('../features/estateForm/feature.ts'),
  massImport: () => import('../features/massImport/feature.ts'),
  messages: () => import('../features/messages/feature.ts'),
  myEstates: () => import('../features/myEstates/feature.ts'),
  plans: () => import('../features/plans/feature.ts'),
  profile: () => import('../features/profile/feature.ts'),
  realtors: () => import('../features/realtors/feature.ts'),
};

/** Where loaded features go: the browser's store sets it; unset (the server, tests) nothing is registered. */
let host: ((feature: LazyFeature) => void) | null = null;

export function setFeatureHost(register: ((feature: LazyFeature) => void) | null): void {
  host = register;
}

/** Loads (once; the module system keeps it) and registers the feature of `prefix`. */
export async function loadFeature(prefix: string): Promise<LazyFeature> {
  const load = LAZY_FEATURES[prefix];
  if (!load) throw new Error(`no lazy store feature ${prefix}`);
  const { feature } = await load();
  host?.(feature);
  return feature;
}

/** A screen's `load` that also brings its feature's store part (both chunks in parallel). */
export function withFeature<M>(prefixes: string | string[], loadScreen: () => Promise<M>): () => Promise<M> {
  const list = Array.isArray(prefixes) ? prefixes : [prefixes];
  return async () => {
    const [screen] = await Promise.all([loadScreen(), ...list.map(loadFeature)]);
    return screen;
  };
}

/** The feature prefix of an action type (`billing/fetchOrder` → `billing`) when it is a lazy one. */
export function lazyPrefixOf(type: unknown): string | null {
  if (typeof type !== 'string') return null;
  const slash = type.indexOf('/');
  if (slash <= 0) return null;
  const prefix = type.slice(0, slash);
  return Object.hasOwn(LAZY_FEATURES, prefix) ? prefix : null;
}
