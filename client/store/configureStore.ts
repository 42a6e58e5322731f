// One store per server request and one per page in the browser: redux 5 + redux-saga 1.5.
// `configureStore` registers every feature (the server, tests); the browser starts with the session
// and the core features and registers the rest on demand (client/store/browserStore.ts). Everything is
// derived from the features' manifests (client/app/features.ts) and the shell's state
// (client/session/store.ts). This module loads every lazy feature's store part at import (top-level
// await): it is for the server and tests only; the browser imports its types alone.
import { combineReducers, type Reducer } from 'redux';
import type { AppStore, PreloadedState, RootState } from './state.ts';
import { coreStoreParts } from './coreStore.ts';
import type { SagaContext } from './context.ts';
import { createAppStore, type StoreParts } from './createAppStore.ts';
import { loadAllLazyFeatures } from './lazyFeatures.ts';

export type { AppStore, PreloadedState, RootState } from './state.ts';

const core = coreStoreParts();
const lazy = await loadAllLazyFeatures();

/** Every reducer, by store key. */
export const reducers: Readonly<Record<string, Reducer>> = { ...core.reducers, ...Object.fromEntries(lazy.map((f) => [f.key, f.reducer])) };

/** Every saga, by feature key (the session's first). */
export const sagas: Readonly<Record<string, () => Generator>> = {
  ...core.sagas,
  ...Object.fromEntries(lazy.flatMap((f) => (f.saga ? [[f.key, f.saga]] : []))),
};

// the reducers are collected at run time from the manifests; RootState is what they declare (FeatureStates)
export const rootReducer = combineReducers(reducers) as unknown as Reducer<RootState>;

export interface ConfiguredStore extends StoreParts {
  store: AppStore;
}

export function configureStore(preloadedState: PreloadedState, context: SagaContext): ConfiguredStore {
  const { store, sagaTask, runSaga } = createAppStore(rootReducer, sagas, preloadedState, context);
  return { store: store as AppStore, sagaTask, runSaga };
}
