// The realtor directory (`GET /api/user?isRealtor=true&…`) and a realtor's profile
// (`GET /api/user/aliasId/{aliasId}`, 404 → not-found page) with their published listings (the
// estate search with owner._id).
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/core/constants.ts';
import type { QueryOf } from '../../../shared/contract/http.ts';
import type { listRealtors as ListRealtors } from '../../../shared/contract/users.ts';
import { buildQueryString, callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { searchEstates } from '../search/index.ts';
import { getUserProfile, listRealtors } from './api.ts';
import {
  fetchRealtor,
  fetchRealtors,
  profileEstatesFailed,
  profileEstatesLoaded,
  profileEstatesRequested,
  profileFailed,
  profileLoaded,
  profileRequested,
  realtorsFailed,
  realtorsLoaded,
  realtorsRequested,
  selectDirectory,
  selectRealtorProfile,
} from './slice.ts';
import { parseRealtorQuery } from './query.ts';
import { PROFILE_ESTATES_PAGE_SIZE, REALTORS_PAGE_SIZE, type RealtorsState } from './slice.ts';

function* fetchRealtorsWorker(action: PayloadAction<{ search: string; force?: boolean }>): Generator<unknown, void, any> {
  const query = parseRealtorQuery(action.payload.search);
  const params: QueryOf<typeof ListRealtors> = {
    isRealtor: true,
    q: query.q,
    countryCode: query.countryCode,
    page: query.page,
    onPage: REALTORS_PAGE_SIZE,
  };
  const key = buildQueryString(params);
  const current: RealtorsState['directory'] = yield select(selectDirectory);
  if (!action.payload.force && current.key === key && current.status === 'success') return;
  yield put(realtorsRequested({ key, query }));
  const result = yield* loadPageData('realtor directory', () => callApi(listRealtors, { query: params }));
  if (result.ok) yield put(realtorsLoaded({ key, list: result.data }));
  else yield put(realtorsFailed({ key, message: result.message }));
}

function* loadEstates(aliasId: string, ownerId: string, page: number): Generator<unknown, void, any> {
  const lang: Language = yield select(selectLanguage);
  yield put(profileEstatesRequested({ aliasId, page, lang }));
  try {
    // one list in the usual order: a realtor's own page does not set their top offers apart
    const query = { 'owner._id': ownerId, ...(page > 1 ? { page } : {}), lang, onPage: PROFILE_ESTATES_PAGE_SIZE, fields: 'card' as const };
    const list = yield* callApi(searchEstates, { query });
    yield put(profileEstatesLoaded({ aliasId, list }));
  } catch {
    yield put(profileEstatesFailed({ aliasId }));
  }
}

function* fetchRealtorWorker(action: PayloadAction<{ aliasId: string; search: string }>): Generator<unknown, void, any> {
  const { aliasId } = action.payload;
  const page = parseRealtorQuery(action.payload.search).page;
  const current: RealtorsState['profile'] = yield select(selectRealtorProfile);
  let user = current.aliasId === aliasId && current.status === 'success' ? current.user : null;
  if (!user) {
    yield put(profileRequested({ aliasId }));
    const result = yield* loadPageData(`realtor ${aliasId}`, () => callApi(getUserProfile, { params: { aliasId } }));
    if (!result.ok) {
      yield put(profileFailed({ aliasId }));
      return;
    }
    user = result.data;
    yield put(profileLoaded({ aliasId, user }));
  }
  const estates = current.aliasId === aliasId ? current.estates : null;
  if (estates && estates.status === 'success' && estates.page === page && estates.lang === (yield select(selectLanguage))) return;
  yield call(loadEstates, aliasId, user._id, page);
}

export function* realtorsSaga(): Generator {
  yield takeLatest(fetchRealtors.type, fetchRealtorsWorker);
  yield takeLatest(fetchRealtor.type, fetchRealtorWorker);
}
