// The initial plan: list the plans, take a free one (POST /api/billing/subscribe), then reload the
// user so the new PUBLICATION resource opens the private area.
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Plan } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { msg, toApiFailure } from '../../lib/forms/errors.ts';
import { loadPageData } from '../root/sagas.ts';
import { fetchCurrentUserWorker } from '../user/sagas.ts';
import { choosePlan, choosePlanFailed, fetchInitialPlans, initialPlansFailed, initialPlansLoaded, planChosen } from './slice.ts';

function* fetchWorker(): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const result = yield call(loadPageData, 'initial plans', () => api.get<Plan[]>('/api/billing/initial-plans'));
  if (result.ok) yield put(initialPlansLoaded(result.data));
  else yield put(initialPlansFailed());
}

function* chooseWorker(action: ReturnType<typeof choosePlan>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    yield call(api.post, '/api/billing/subscribe', { planId: action.payload.planId });
  } catch (err) {
    const { statusCode } = toApiFailure(err);
    if (statusCode !== 409) {
      const key = statusCode === 501 ? 'plansPrivate.errors.paidSoon' : statusCode === 0 ? 'forms.errors.network' : 'plansPrivate.errors.failed';
      yield put(choosePlanFailed(msg(key)));
      return;
    }
    // 409: the user has this plan already; going on is right
  }
  yield call(fetchCurrentUserWorker);
  yield put(planChosen());
}

export function* plansPrivateSaga(): Generator {
  yield takeLatest(fetchInitialPlans.type, fetchWorker);
  yield takeLatest(choosePlan.type, chooseWorker);
}
