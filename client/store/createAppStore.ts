// A store over given reducers and sagas (client/store/configureStore.ts registers every feature,
// client/store/browserStore.ts the core ones and the rest on demand).
import { applyMiddleware, legacy_createStore as createStore, type Middleware, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga, type SagaMiddleware, type Task } from 'redux-saga';
import type { SagaContext } from './context.ts';
import { createRootSaga } from './rootSaga.ts';

export interface StoreParts {
  /** typed by each caller (client/store/configureStore.ts) */
  store: Store;
  /** the root saga: on the server dispatch END, then await `sagaTask.toPromise()` */
  sagaTask: Task;
  /** run one more saga with the same context (the renderer runs the current-user call first) */
  runSaga<S extends Saga>(saga: S, ...args: Parameters<S>): Task;
}

/** A store over these reducers and sagas; `before` runs ahead of the saga middleware. */
export function createAppStore(
  reducer: Reducer,
  featureSagas: Readonly<Record<string, () => Generator>>,
  preloadedState: object,
  context: SagaContext,
  before: Middleware[] = [],
): StoreParts & { sagaMiddleware: SagaMiddleware } {
  const sagaMiddleware = createSagaMiddleware({
    context: { ...context },
    onError: (err) => context.logger.error({ err }, 'uncaught saga error'),
  });
  const store = createStore(reducer, preloadedState as never, applyMiddleware(...before, sagaMiddleware)) as Store;
  const sagaTask = sagaMiddleware.run(createRootSaga(featureSagas));
  return { store, sagaTask, sagaMiddleware, runSaga: (saga, ...args) => sagaMiddleware.run(saga, ...args) };
}
