// The server's store per request (docs/decisions/0010): every feature's reducer, but a feature's saga
// starts only when an action it waits for is dispatched. Starting the twenty feature sagas (each a
// guarded task and its takeLatest/takeEvery watchers, some sixty tasks) and ending them again at
// END cost about as much as rendering the page; a page needs one or two of them.
//
// What a saga waits for is learnt once, at start: each feature's saga is run alone in a probe store
// and the effects it yields before it first waits are recorded. A saga whose first effects are takes
// of named action types (through takeLatest, takeEvery, all, race…) starts lazily, right before
// the first such action reaches the saga middleware; one that does anything else on start (a call, a
// select, a put, a take of a channel or a predicate) starts with every store, as in the browser. One
// that ends at once having done nothing but read its context (the place suggestions: browser only)
// never starts on the server.
import { applyMiddleware, legacy_createStore as createStore, type Middleware } from 'redux';
import createSagaMiddleware, { END, type Saga, type SagaMonitor, type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import {
  guarded,
  rootReducer,
  sagas as featureSagas,
  type AppStore,
  type PreloadedState,
  type RootState,
  type SagaContext,
} from '../client/server.tsx';

export interface ServerStore {
  store: AppStore;
  /** run one more saga with the store's context (the current-user call) */
  runSaga<S extends Saga>(saga: S, ...args: Parameters<S>): Task;
  /** dispatches END and resolves once every saga started so far (and any started meanwhile) has finished */
  end(): Promise<void>;
  /** the features whose sagas ran (for tests and the benchmark) */
  started(): string[];
}

export interface ServerStoreFactory {
  create(preloaded: PreloadedState, context: SagaContext): ServerStore;
  /** features started with every store, and the action types that start the others */
  plan: { always: string[]; lazy: Record<string, string[]>; never: string[] };
}

type Sagas = Readonly<Record<string, () => Generator>>;

interface Probe {
  /** action types the saga waits for before doing anything; null: start it with every store */
  types: string[] | null;
  /** the saga ended on its own without doing anything (e.g. one that runs only in the browser): never started */
  idle: boolean;
}

/** Effects that wait for nothing and change nothing: what a saga may yield on start and still start lazily. */
const TRANSPARENT = new Set(['FORK', 'ALL', 'RACE', 'GET_CONTEXT']);

/** Runs one feature's saga alone until it waits, recording what it waits for. */
function probe(saga: () => Generator, context: SagaContext): Probe {
  const types = new Set<string>();
  let eager = false;
  const monitor: SagaMonitor = {
    effectTriggered({ effect }) {
      const e = effect as { type?: string; payload?: { pattern?: unknown; channel?: unknown; fn?: unknown } } | null;
      if (!e || typeof e !== 'object' || !('type' in e)) return; // a plain value or an iterator: no effect
      if (e.type === 'TAKE') {
        const pattern = e.payload?.pattern;
        const list = Array.isArray(pattern) ? pattern : [pattern];
        if (e.payload?.channel || !list.every((p) => typeof p === 'string' && p !== '*')) eager = true;
        else for (const p of list) types.add(p as string);
      } else if (e.type === 'CALL' && (e.payload?.fn === saga || e.payload?.fn === guardedProbe)) {
        // the probe's own call of the feature's saga
      } else if (!TRANSPARENT.has(e.type ?? '')) eager = true;
    },
  };
  function* guardedProbe(): Generator {
    yield call(saga);
  }
  const sagaMiddleware = createSagaMiddleware({ context: { ...context }, sagaMonitor: monitor, onError: () => {} });
  const store = createStore(rootReducer, applyMiddleware(sagaMiddleware));
  const task = sagaMiddleware.run(guardedProbe);
  const idle = !eager && types.size === 0 && !task.isRunning() && task.error() === undefined;
  store.dispatch(END);
  void task.toPromise().catch(() => undefined);
  return { types: eager || types.size === 0 ? null : [...types], idle };
}

export function createServerStoreFactory(probeContext: SagaContext, sagas: Sagas = featureSagas): ServerStoreFactory {
  const always: string[] = [];
  const byType = new Map<string, string[]>();
  const lazy: Record<string, string[]> = {};
  const never: string[] = [];
  for (const [name, saga] of Object.entries(sagas)) {
    const { types, idle } = probe(saga, probeContext);
    if (idle) {
      never.push(name);
      continue;
    }
    if (!types) {
      always.push(name);
      continue;
    }
    lazy[name] = types;
    for (const type of types) byType.set(type, [...(byType.get(type) ?? []), name]);
  }

  function create(preloaded: PreloadedState, context: SagaContext): ServerStore {
    const sagaMiddleware = createSagaMiddleware({
      context: { ...context },
      onError: (err) => context.logger.error({ err }, 'uncaught saga error'),
    });
    const tasks: Task[] = [];
    const running = new Set<string>();
    let attached = false;
    const start = (name: string) => {
      running.add(name);
      tasks.push(sagaMiddleware.run(guarded, name, sagas[name]));
    };
    // in front of the saga middleware: a feature's saga starts right before its first action reaches it
    const starter: Middleware = () => (next) => (action) => {
      const type = (action as { type?: unknown }).type;
      const names = attached && typeof type === 'string' ? byType.get(type) : undefined;
      if (names) for (const name of names) if (!running.has(name)) start(name);
      return next(action);
    };
    const store = createStore(rootReducer, preloaded as RootState, applyMiddleware(starter, sagaMiddleware)) as AppStore;
    attached = true;
    for (const name of always) start(name);
    return {
      store,
      runSaga: (saga, ...args) => {
        const task = sagaMiddleware.run(saga, ...args);
        tasks.push(task);
        return task;
      },
      async end() {
        store.dispatch(END);
        // a saga started while others finish (an action put after END) is awaited too
        for (let seen = -1; seen !== tasks.length;) {
          seen = tasks.length;
          // a feature's crash was logged by its guard; a failed runSaga task was seen by its caller
          await Promise.all(tasks.map((t) => t.toPromise().catch(() => undefined)));
        }
      },
      started: () => [...running],
    };
  }

  return { create, plan: { always, lazy, never } };
}
