// One store per server request and one per page in the browser: redux 5 + redux-saga 1.5.
// `configureStore` registers every feature (the server, tests); the browser starts with the core ones
// and registers the rest on demand (client/store/browserStore.ts).
import { combineReducers, type Store } from 'redux';
import type { SagaContext } from './context.ts';
import { createAppStore, type StoreParts } from './createAppStore.ts';
import { reducers, sagas } from './features.ts';

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;
export type AppStore = Store<RootState>;

export interface ConfiguredStore extends StoreParts {
  store: AppStore;
}

export function configureStore(preloadedState: PreloadedState, context: SagaContext): ConfiguredStore {
  const { store, sagaTask, runSaga } = createAppStore(rootReducer, sagas, preloadedState, context);
  return { store, sagaTask, runSaga };
}
