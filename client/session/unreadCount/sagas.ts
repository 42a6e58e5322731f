// The unread count is fetched on request; while signed in it is refreshed every `messageRefreshMs`
// (5 minutes) in the browser only, until stopped (sign-out).
import { call, delay, getContext, put, race, take, takeLatest } from 'redux-saga/effects';
import { bodyMessage, callApi, isApiError } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { getUnreadAmount } from './api.ts';
import { startUnreadRefresh, stopUnreadRefresh, unreadFailure, unreadRequest, unreadSuccess } from './slice.ts';

function* fetchUnread(): Generator<unknown, void, any> {
  try {
    const res = yield* callApi(getUnreadAmount, {});
    yield put(unreadSuccess(res));
  } catch (err) {
    // kept for logs and tests only: the badge keeps its last count
    const message = (isApiError(err) && bodyMessage(err.body)) || (err as Error).message || String(err);
    const logger: ClientLogger = yield getContext('logger');
    logger.error({ err }, 'unread messages refresh failed');
    yield put(unreadFailure(message));
  }
}

function* refreshLoop(): Generator<unknown, void, any> {
  const every: number = yield getContext('messageRefreshMs');
  for (;;) {
    yield delay(every);
    yield put(unreadRequest());
  }
}

function* refreshUntilStopped(): Generator<unknown, void, any> {
  const browser: boolean = yield getContext('browser');
  if (!browser) return;
  yield race({ loop: call(refreshLoop), stop: take(stopUnreadRefresh.type) });
}

export function* unreadCountSaga(): Generator {
  yield takeLatest(unreadRequest.type, fetchUnread);
  yield takeLatest(startUnreadRefresh.type, refreshUntilStopped);
}
