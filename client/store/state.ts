// The store's state as a type: the session's parts (client/session/store.ts) and each feature's, which
// the feature declares itself in its manifest (`declare module '../../store/state.ts' { interface
// FeatureStates { <key>: … } }`), so the type needs no list beside the manifests. Types only, and
// nothing here imports a feature: every module may take RootState from here without a cycle.
import type { Store } from 'redux';
import type { sessionReducers } from '../session/store.ts';

/** The state of every feature that has a store part, by key (each feature.ts adds its entry). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureStates {}

type SessionState = { [K in keyof typeof sessionReducers]: ReturnType<(typeof sessionReducers)[K]> };

export type RootState = SessionState & FeatureStates;
export type PreloadedState = Partial<RootState>;
export type AppStore = Store<RootState>;
