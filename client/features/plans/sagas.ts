// The plans on offer (`GET /api/billing/plans`): prices in every currency, so a currency switch
// needs no new call.
import { getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiCaller } from '../../lib/api.ts';
import { loadPageData } from '../root/sagas.ts';
import { listPlans } from './api.ts';
import { fetchPlans, plansFailed, plansLoaded, plansRequested, selectPlans, type PlansState } from './slice.ts';

function* fetchPlansWorker(): Generator<unknown, void, any> {
  const current: PlansState = yield select(selectPlans);
  if (current.status === 'success') return;
  const api: ApiCaller = yield getContext('api');
  yield put(plansRequested());
  const result = yield* loadPageData('plans', () => listPlans(api, {}));
  if (result.ok) yield put(plansLoaded(result.data));
  else yield put(plansFailed());
}

export function* plansSaga(): Generator {
  yield takeLatest(fetchPlans.type, fetchPlansWorker);
}
