// The root saga starts every feature's saga. Each runs detached (spawn) inside a guard that logs a
// crash and restarts the feature's watchers, so one failing feature never takes the others or the
// root down; the root then joins them, so on the server `END` followed by
// `task.toPromise()` resolves once every feature has finished its work.
import { call, getContext, join, spawn } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { ClientLogger } from './context.ts';

/** how often one feature saga may crash and restart before it is left stopped */
export const MAX_RESTARTS = 3;

export function* guarded(name: string, saga: () => Generator): Generator<unknown, void, any> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      yield call(saga);
      return;
    } catch (err) {
      const logger: ClientLogger = yield getContext('logger');
      logger.error({ err, saga: name, attempt }, 'saga crashed');
      if (attempt >= MAX_RESTARTS) return;
    }
  }
}

export function createRootSaga(sagas: Readonly<Record<string, () => Generator>>) {
  return function* rootSaga(): Generator<unknown, void, any> {
    const tasks: Task[] = [];
    for (const [name, saga] of Object.entries(sagas)) {
      const task: Task = yield spawn(guarded, name, saga);
      tasks.push(task);
    }
    yield join(tasks);
  };
}
