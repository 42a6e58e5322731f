// /private's data (subscriptions with resource use, own listings per status), the profile form and
// the renewal switch.
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { EstateStatus } from '../../../shared/core/constants.ts';
import type { CurrentUser } from '../../../shared/contract/users.ts';
import { callApi } from '../../lib/api.ts';
import { apiErrorToFormErrors, msg, toApiFailure } from '../../lib/forms/errors.ts';
import { listMyEstates } from '../myEstates/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { getCurrentUser, signOut, updateUserData } from '../../session/user/index.ts';
import { deleteCurrentUser, toggleRenew as toggleRenewCall, updateCurrentUser } from './api.ts';
import {
  accountDeleted,
  deleteAccount,
  deleteAccountFailed,
  fetchProfile,
  profileLoadFailed,
  profileLoaded,
  profileSaveFailed,
  profileSaved,
  renewFailed,
  renewToggled,
  saveProfile,
  toggleRenew,
} from './slice.ts';
import type { EstateCounts } from './slice.ts';

const COUNTED: EstateStatus[] = ['published', 'draft', 'archived'];

function* ownEstateCount(status: EstateStatus): Generator<unknown, number, any> {
  const list = yield* callApi(listMyEstates, { query: { status, onPage: 1 } });
  return list.meta.total;
}

/** The user's record and subscriptions, and their own listings per status, asked at once. */
function* profileData(): Generator<unknown, [CurrentUser, EstateCounts], any> {
  const [current, ...totals]: [CurrentUser, ...number[]] = yield all([
    call(() => callApi(getCurrentUser, {})),
    ...COUNTED.map((status) => call(ownEstateCount, status)),
  ]);
  return [current, Object.fromEntries(COUNTED.map((s, i) => [s, totals[i]]))];
}

function* fetchProfileWorker(): Generator<unknown, void, any> {
  const result = yield* loadPageData('profile', profileData);
  if (!result.ok) {
    yield put(profileLoadFailed());
    return;
  }
  const [current, estateCounts] = result.data;
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
  try {
    const res = yield* callApi(updateCurrentUser, { body: action.payload });
    yield put(updateUserData(res.user));
    yield put(profileSaved());
  } catch (err) {
    yield put(profileSaveFailed(apiErrorToFormErrors(toApiFailure(err), PROFILE_FIELDS, { aliases: PROFILE_ALIASES })));
  }
}

function* toggleRenewWorker(action: ReturnType<typeof toggleRenew>): Generator<unknown, void, any> {
  try {
    const sub = yield* callApi(toggleRenewCall, { body: { subscriptionId: action.payload.subscriptionId } });
    yield put(renewToggled(sub));
  } catch (err) {
    yield put(renewFailed(toApiFailure(err).message));
  }
}

/** Erases the account; on success the session ends (the gateway drops its cookie) and the screen goes home. */
function* deleteAccountWorker(action: ReturnType<typeof deleteAccount>): Generator<unknown, void, any> {
  try {
    yield* callApi(deleteCurrentUser, { body: { password: action.payload.password } });
  } catch (err) {
    yield put(
      deleteAccountFailed(
        apiErrorToFormErrors(toApiFailure(err), ['password'], {
          codes: { WRONG_PASSWORD: { field: 'password', message: msg('profile.data.wrongPassword') } },
        }),
      ),
    );
    return;
  }
  yield put(accountDeleted());
  yield put(signOut());
}

export function* profileSaga(): Generator {
  yield all([
    takeLatest(fetchProfile.type, fetchProfileWorker),
    takeLatest(saveProfile.type, saveProfileWorker),
    takeLatest(toggleRenew.type, toggleRenewWorker),
    takeLatest(deleteAccount.type, deleteAccountWorker),
  ]);
}
