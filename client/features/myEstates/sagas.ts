// The own listings: a page of them by status; deleting one reloads the page (the previous page when
// it was the last one on its page).
import { getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { loadPageData } from '../../session/root/index.ts';
import {
  deleteMyEstate,
  fetchMyEstates,
  myEstateDeleteFailed,
  myEstateDeleted,
  myEstatesFailed,
  myEstatesLoaded,
  savedCountsLoaded,
  selectMyEstates,
  changeMyEstateStatus,
  myEstateStatusChanged,
  myEstateStatusFailed,
} from './slice.ts';
import { MY_ESTATES_ON_PAGE, type MyEstatesState } from './slice.ts';
import { deleteEstate, getSavedCounts, listMyEstates, updateEstate } from './api.ts';

function* fetchWorker(action: ReturnType<typeof fetchMyEstates>): Generator<unknown, void, any> {
  const { page, status } = action.payload;
  const result = yield* loadPageData('my estates', () =>
    callApi(listMyEstates, { query: { page, onPage: MY_ESTATES_ON_PAGE, status: status ?? undefined } }),
  );
  if (result.ok) yield put(myEstatesLoaded(result.data));
  else yield put(myEstatesFailed());
  if (!result.ok) return;
  try {
    // how many saved each listing (never who): an extra the list stands without
    const body = yield* callApi(getSavedCounts, {});
    yield put(savedCountsLoaded({ counts: body?.counts ?? {} }));
  } catch {
    // the counts are left out
  }
}

function* deleteWorker(action: ReturnType<typeof deleteMyEstate>): Generator<unknown, void, any> {
  try {
    yield* callApi(deleteEstate, { params: { aliasId: action.payload.aliasId } });
  } catch (err) {
    const logger: { warn(o: object, m: string): void } = yield getContext('logger');
    logger.warn({ err }, 'estate delete failed');
    yield put(myEstateDeleteFailed());
    return;
  }
  yield put(myEstateDeleted(action.payload));
  const state: MyEstatesState = yield select(selectMyEstates);
  const lastOnPage = state.values.length <= 1 && state.meta.page > 1;
  yield put(fetchMyEstates({ page: lastOnPage ? state.meta.page - 1 : state.meta.page, status: state.filter }));
}

/** Archive or publish again; the list is reloaded when it shows one status only (the estate leaves it). */
function* changeStatusWorker(action: ReturnType<typeof changeMyEstateStatus>): Generator<unknown, void, any> {
  const { aliasId, status } = action.payload;
  try {
    yield* callApi(updateEstate, { params: { aliasId }, body: { status } });
  } catch (err) {
    const logger: { warn(o: object, m: string): void } = yield getContext('logger');
    logger.warn({ err }, 'estate status change failed');
    const code = (err as { body?: { code?: string } }).body?.code;
    yield put(myEstateStatusFailed({ code: code === 'PUBLICATION_LIMIT_REACHED' || code === 'NO_PUBLICATION_RESOURCE' ? 'LIMIT' : 'FAILED' }));
    return;
  }
  yield put(myEstateStatusChanged({ aliasId, status }));
  const state: MyEstatesState = yield select(selectMyEstates);
  if (state.filter !== null) {
    const lastOnPage = state.values.length <= 1 && state.meta.page > 1;
    yield put(fetchMyEstates({ page: lastOnPage ? state.meta.page - 1 : state.meta.page, status: state.filter }));
  }
}

export function* myEstatesSaga(): Generator {
  yield takeLatest(fetchMyEstates.type, fetchWorker);
  yield takeEvery(deleteMyEstate.type, deleteWorker);
  yield takeEvery(changeMyEstateStatus.type, changeStatusWorker);
}
