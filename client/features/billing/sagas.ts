// The initial plan: list the plans, take a free one (POST /api/billing/subscribe), then reload the
// user so the new PUBLICATION resource opens the private area.
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { msg, toApiFailure } from '../../lib/forms/errors.ts';
import { loadPageData } from '../root/index.ts';
import { fetchCurrentUserWorker } from '../user/index.ts';
import { listInitialPlans, subscribe } from './api.ts';
import { choosePlan, choosePlanFailed, fetchInitialPlans, initialPlansFailed, initialPlansLoaded, planChosen } from './slice.ts';

function* fetchWorker(): Generator<unknown, void, any> {
  const result = yield* loadPageData('initial plans', () => callApi(listInitialPlans, {}));
  if (result.ok) yield put(initialPlansLoaded(result.data));
  else yield put(initialPlansFailed());
}

/** A refused plan choice as the screen's message: a paid plan (501), the network, anything else. */
function chooseError(statusCode: number) {
  if (statusCode === 501) return msg('plansPrivate.errors.paidSoon');
  if (statusCode === 0) return msg('forms.errors.network');
  return msg('plansPrivate.errors.failed');
}

function* chooseWorker(action: ReturnType<typeof choosePlan>): Generator<unknown, void, any> {
  try {
    yield* callApi(subscribe, { body: { planId: action.payload.planId } });
  } catch (err) {
    const { statusCode } = toApiFailure(err);
    // 409 (ALREADY_SUBSCRIBED, PLAN_CHANGE_NOT_ALLOWED): the user holds a plan already; going on is right
    if (statusCode !== 409) {
      yield put(choosePlanFailed(chooseError(statusCode)));
      return;
    }
  }
  yield call(fetchCurrentUserWorker);
  yield put(planChosen());
}

export function* plansPrivateSaga(): Generator {
  yield takeLatest(fetchInitialPlans.type, fetchWorker);
  yield takeLatest(choosePlan.type, chooseWorker);
}
