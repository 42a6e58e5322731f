// The own listings: a page of them by status; deleting one reloads the page (the previous page when
// it was the last one on its page).
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Estate, ListMeta } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { loadPageData } from '../root/sagas.ts';
import { deleteMyEstate, fetchMyEstates, myEstateDeleteFailed, myEstateDeleted, myEstatesFailed, myEstatesLoaded } from './slice.ts';
import { selectMyEstates } from './slice.ts';
import { MY_ESTATES_ON_PAGE, type MyEstatesState } from './slice.ts';

function* fetchWorker(action: ReturnType<typeof fetchMyEstates>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { page, status } = action.payload;
  const result = yield call(loadPageData, 'my estates', () =>
    api.get<{ values: Estate[]; meta: ListMeta }>('/api/estate/my', { query: { page, onPage: MY_ESTATES_ON_PAGE, status } }),
  );
  if (result.ok) yield put(myEstatesLoaded(result.data));
  else yield put(myEstatesFailed());
}

function* deleteWorker(action: ReturnType<typeof deleteMyEstate>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    yield call(api.delete, `/api/estate/${encodeURIComponent(action.payload.aliasId)}`);
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

export function* myEstatesSaga(): Generator {
  yield takeLatest(fetchMyEstates.type, fetchWorker);
  yield takeEvery(deleteMyEstate.type, deleteWorker);
}
