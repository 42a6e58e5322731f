// The plans on offer (`GET /api/billing/plans`): prices in every currency, so a currency switch
// needs no new call.
import { put, select, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { loadPageData } from '../../session/root/index.ts';
import { listPlans } from './api.ts';
import { fetchPlans, plansFailed, plansLoaded, plansRequested, selectPlans, type PlansState } from './slice.ts';

function* fetchPlansWorker(): Generator<unknown, void, any> {
  const current: PlansState = yield select(selectPlans);
  if (current.status === 'success') return;
  yield put(plansRequested());
  const result = yield* loadPageData('plans', () => callApi(listPlans, {}));
  if (result.ok) yield put(plansLoaded(result.data));
  else yield put(plansFailed());
}

export function* plansSaga(): Generator {
  yield takeLatest(fetchPlans.type, fetchPlansWorker);
}
