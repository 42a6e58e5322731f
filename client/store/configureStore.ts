// One store per server request and one per page in the browser: redux 5 + redux-saga 1.5.
import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Store } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { SagaContext } from './context.ts';
import { reducers, sagas } from './features.ts';
import { createRootSaga } from './rootSaga.ts';

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;
export type AppStore = Store<RootState>;

export interface ConfiguredStore {
  store: AppStore;
  /** the root saga: on the server dispatch END, then await `sagaTask.toPromise()` */
  sagaTask: Task;
  /** run one more saga with the same context (the renderer runs the current-user call first) */
  runSaga<S extends Saga>(saga: S, ...args: Parameters<S>): Task;
}

export function configureStore(preloadedState: PreloadedState, context: SagaContext): ConfiguredStore {
  const sagaMiddleware = createSagaMiddleware({
    context: { ...context },
    onError: (err) => context.logger.error({ err }, 'uncaught saga error'),
  });
  const store = createStore(rootReducer, preloadedState as RootState, applyMiddleware(sagaMiddleware)) as AppStore;
  const sagaTask = sagaMiddleware.run(createRootSaga(sagas));
  return { store, sagaTask, runSaga: (saga, ...args) => sagaMiddleware.run(saga, ...args) };
}
