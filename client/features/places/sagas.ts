// Suggestions as the user types: takeLatest cancels the worker of the previous keystroke, during its
// pause (the debounce) or while its request runs (the request is aborted), so only the latest text is
// ever answered. Nothing runs on the server.
import { cancelled, delay, getContext, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { suggestPlaces } from './api.ts';
import { MIN_SUGGEST_LENGTH, suggestFailed, suggestLoaded, suggestRequested } from './slice.ts';

/** Pause after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 200;

export function* suggestWorker(action: ReturnType<typeof suggestRequested>): Generator<unknown, void, any> {
  const query = action.payload.query.trim();
  if (query.length < MIN_SUGGEST_LENGTH) return;
  yield delay(SUGGEST_DEBOUNCE_MS);
  const controller = new AbortController();
  try {
    const body = yield* callApi(suggestPlaces, { query: { q: query, lang: action.payload.lang }, signal: controller.signal });
    yield put(suggestLoaded({ query, values: body.values }));
  } catch {
    if (!controller.signal.aborted) yield put(suggestFailed({ query }));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

export function* placesSaga(): Generator<unknown, void, any> {
  const browser: boolean = yield getContext('browser');
  if (!browser) return;
  yield takeLatest(suggestRequested.type, suggestWorker);
}
