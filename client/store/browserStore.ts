// The browser's store: the session and the core features at once (client/store/coreStore.ts), each
// lazy one (client/store/lazyFeatures.ts) registered when its code arrives: its reducer joins the root
// reducer (replaceReducer) starting from the state the server preloaded for it, if any, and its saga
// starts under the same guard as the others. An action of a lazy feature dispatched before that waits
// and is dispatched once the feature is there (its load is started by the action).
import { combineReducers, type Middleware, type Reducer, type UnknownAction } from 'redux';
import type { SagaContext } from './context.ts';
import { coreStoreParts } from './coreStore.ts';
import type { ConfiguredStore, PreloadedState } from './configureStore.ts';
import { createAppStore } from './createAppStore.ts';
import { lazyPrefixOf, loadFeature, setFeatureHost, type LoadedFeature } from './lazyFeatures.ts';
import { guarded } from './rootSaga.ts';

export interface BrowserStore extends ConfiguredStore {
  /** the keys of the lazy features registered so far */
  registered(): string[];
}

export function configureBrowserStore(preloaded: PreloadedState, context: SagaContext): BrowserStore {
  const core = coreStoreParts();
  const reducers: Record<string, Reducer> = { ...core.reducers };
  const start: Record<string, unknown> = {};
  /** what the server preloaded for features not registered yet */
  const waiting = new Map<string, unknown>();
  for (const [key, value] of Object.entries(preloaded)) {
    if (Object.hasOwn(reducers, key)) start[key] = value;
    else waiting.set(key, value);
  }
  const registered = new Set<string>();
  const held = new Map<string, UnknownAction[]>();

  const hold: Middleware = () => (next) => (action) => {
    const prefix = lazyPrefixOf((action as UnknownAction).type);
    if (prefix === null || registered.has(prefix)) return next(action);
    const queue = held.get(prefix);
    if (queue) queue.push(action as UnknownAction);
    else {
      held.set(prefix, [action as UnknownAction]);
      loadFeature(prefix).catch((err: unknown) => {
        held.delete(prefix);
        context.logger.error({ err, feature: prefix }, 'store feature failed to load');
      });
    }
    return action;
  };

  const configured = createAppStore(combineReducers(reducers), core.sagas, start, context, [hold]);
  const { store, sagaMiddleware } = configured;

  function register(feature: LoadedFeature): void {
    if (registered.has(feature.key)) return;
    registered.add(feature.key);
    const preloadedState = waiting.get(feature.key);
    waiting.delete(feature.key);
    const reducer = feature.reducer;
    reducers[feature.key] = preloadedState === undefined ? reducer : (state = preloadedState, action) => reducer(state, action);
    store.replaceReducer(combineReducers(reducers) as never);
    if (feature.saga) sagaMiddleware.run(guarded, feature.key, feature.saga);
    const queue = held.get(feature.key) ?? [];
    held.delete(feature.key);
    for (const action of queue) store.dispatch(action);
  }
  setFeatureHost(register);

  return { store: configured.store, sagaTask: configured.sagaTask, runSaga: configured.runSaga, registered: () => [...registered] };
}
