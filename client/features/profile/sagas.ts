// /private's data (subscriptions with resource use, own listings per status), the profile form and
// the renewal switch.
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { EstateStatus } from '../../../shared/constants.ts';
import type { CurrentUserResponse, Subscription, User } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { apiErrorToFormErrors, toApiFailure } from '../../lib/forms/errors.ts';
import { loadPageData } from '../root/sagas.ts';
import { updateUserData } from '../user/slice.ts';
import {
  fetchProfile, profileLoadFailed, profileLoaded, profileSaveFailed, profileSaved, renewFailed, renewToggled, saveProfile, toggleRenew,
} from './slice.ts';
import type { EstateCounts } from './slice.ts';

const COUNTED: EstateStatus[] = ['published', 'draft', 'archived'];

async function ownEstateCounts(api: ApiCaller): Promise<EstateCounts> {
  const totals = await Promise.all(
    COUNTED.map((status) => api.get<{ meta: { total: number } }>('/api/estate/my', { query: { status, onPage: 1 } }).then((r) => r.meta.total)),
  );
  return Object.fromEntries(COUNTED.map((s, i) => [s, totals[i]]));
}

function* fetchProfileWorker(): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const result = yield call(loadPageData, 'profile', () =>
    Promise.all([api.get<CurrentUserResponse>('/api/user/current'), ownEstateCounts(api)]),
  );
  if (!result.ok) {
    yield put(profileLoadFailed());
    return;
  }
  const [current, estateCounts] = result.data as [CurrentUserResponse, EstateCounts];
  yield put(updateUserData(current.user));
  yield put(profileLoaded({ subscriptions: current.subscriptions ?? [], estateCounts }));
}

/** The profile form's fields (components/profile/ProfileForm.tsx), for the api's answers. */
const PROFILE_FIELDS = ['title', 'firstName', 'lastName', 'accountType', 'company', 'phone', 'language', 'countryCode', 'area', 'city', 'about'];

const PROFILE_ALIASES: Record<string, string> = {
  isRealtor: 'accountType',
  'geoData.countryCode': 'countryCode',
  'geoData.area': 'area',
  'geoData.city': 'city',
  ...Object.fromEntries(['en', 'de', 'ru', 'es'].map((l) => [`about.${l}`, 'about'])),
};

function* saveProfileWorker(action: ReturnType<typeof saveProfile>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    const res: { user: User } = yield call(api.patch, '/api/user/current', action.payload);
    yield put(updateUserData(res.user));
    yield put(profileSaved());
  } catch (err) {
    yield put(profileSaveFailed(apiErrorToFormErrors(toApiFailure(err), PROFILE_FIELDS, { aliases: PROFILE_ALIASES })));
  }
}

function* toggleRenewWorker(action: ReturnType<typeof toggleRenew>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    const sub: Subscription = yield call(api.post, '/api/billing/toggle-renew', { subscriptionId: action.payload.subscriptionId });
    yield put(renewToggled(sub));
  } catch (err) {
    yield put(renewFailed(toApiFailure(err).message));
  }
}

export function* profileSaga(): Generator {
  yield all([
    takeLatest(fetchProfile.type, fetchProfileWorker),
    takeLatest(saveProfile.type, saveProfileWorker),
    takeLatest(toggleRenew.type, toggleRenewWorker),
  ]);
}
