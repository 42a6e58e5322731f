// Saved searches: the list (through the page-data helper, so a failure shows the page's error), the
// search page's save, a change or deletion on the list (the row waits for the api; a refusal is
// shown beside it), and the unsubscribe page (a link that is forged or of a deleted search shows
// its own message, not an error page).
import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, isApiError } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { loadPageData } from '../../session/root/index.ts';
import { createSavedSearch, deleteSavedSearch, getUnsubscribe, listSavedSearches, unsubscribe, updateSavedSearch } from './api.ts';
import {
  changeSavedSearch,
  confirmUnsubscribe,
  fetchSavedSearches,
  fetchUnsubscribe,
  removeSavedSearch,
  saveSearch,
  saveSearchFailed,
  savedSearchChangeFailed,
  savedSearchChanged,
  savedSearchRemoved,
  savedSearchesFailed,
  savedSearchesLoaded,
  searchSaved,
  unsubscribeFailed,
  unsubscribeLoaded,
  unsubscribeNotFound,
  unsubscribed,
} from './slice.ts';

function* warn(err: unknown, what: string): Generator<unknown, void, any> {
  const logger: ClientLogger = yield getContext('logger');
  logger.warn({ err }, what);
}

function* listWorker(): Generator<unknown, void, any> {
  const result = yield* loadPageData('savedSearches', () => callApi(listSavedSearches, {}));
  if (result.ok) yield put(savedSearchesLoaded({ values: result.data.values }));
  else yield put(savedSearchesFailed());
}

function* saveWorker(action: ReturnType<typeof saveSearch>): Generator<unknown, void, any> {
  try {
    const search = yield* callApi(createSavedSearch, { body: action.payload });
    yield put(searchSaved({ search }));
  } catch (err) {
    yield* warn(err, 'search could not be saved');
    // the form-error helpers only when a save fails: every page's first-load code carries these sagas
    const { apiErrorToFormErrors, msg, toApiFailure }: typeof import('../../lib/forms/errors.ts') = yield call(
      () => import('../../lib/forms/errors.ts'),
    );
    const errors = apiErrorToFormErrors(toApiFailure(err), ['name', 'frequency'], {
      codes: { SAVED_SEARCHES_FULL: { message: msg('savedSearches.full') } },
    });
    yield put(saveSearchFailed({ errors }));
  }
}

function* changeWorker(action: ReturnType<typeof changeSavedSearch>): Generator<unknown, void, any> {
  const { id, patch } = action.payload;
  try {
    const search = yield* callApi(updateSavedSearch, { params: { id }, body: patch });
    yield put(savedSearchChanged({ search }));
  } catch (err) {
    yield* warn(err, 'saved search change failed');
    yield put(savedSearchChangeFailed({ id }));
  }
}

function* removeWorker(action: ReturnType<typeof removeSavedSearch>): Generator<unknown, void, any> {
  const { id } = action.payload;
  try {
    yield* callApi(deleteSavedSearch, { params: { id } });
    yield put(savedSearchRemoved({ id }));
  } catch (err) {
    if (isApiError(err) && err.statusCode === 404) {
      yield put(savedSearchRemoved({ id }));
      return;
    }
    yield* warn(err, 'saved search could not be deleted');
    yield put(savedSearchChangeFailed({ id }));
  }
}

function* unsubscribeInfoWorker(action: ReturnType<typeof fetchUnsubscribe>): Generator<unknown, void, any> {
  try {
    const info = yield* callApi(getUnsubscribe, { query: { token: action.payload.token } });
    yield put(unsubscribeLoaded({ info }));
  } catch (err) {
    if (!isApiError(err) || (err.statusCode !== 400 && err.statusCode !== 404)) yield* warn(err, 'unsubscribe link could not be read');
    yield put(unsubscribeNotFound());
  }
}

function* unsubscribeWorker(action: ReturnType<typeof confirmUnsubscribe>): Generator<unknown, void, any> {
  try {
    const info = yield* callApi(unsubscribe, { query: { token: action.payload.token } });
    yield put(unsubscribed({ info }));
  } catch (err) {
    yield* warn(err, 'unsubscribe failed');
    yield put(unsubscribeFailed());
  }
}

export function* savedSearchesSaga(): Generator {
  yield takeLatest(fetchSavedSearches.type, listWorker);
  yield takeLatest(saveSearch.type, saveWorker);
  yield takeEvery(changeSavedSearch.type, changeWorker);
  yield takeEvery(removeSavedSearch.type, removeWorker);
  yield takeLatest(fetchUnsubscribe.type, unsubscribeInfoWorker);
  yield takeLatest(confirmUnsubscribe.type, unsubscribeWorker);
}
