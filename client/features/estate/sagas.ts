// One listing (`GET /api/estate/{aliasId}`; a 404 makes the page the not-found page, with status
// 404 from the server) and, after it, similar listings: the same estate type in the same country
// (SPEC: same country and type), the listing itself left out.
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants.ts';
import { toApiQuery } from '../../../shared/search-query.ts';
import type { Estate, EstateList } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../language/slice.ts';
import { loadPageData } from '../root/sagas.ts';
import {
  estateFailed, estateLoaded, estateRequested, fetchEstate, similarFailed, similarLoaded, similarRequested,
} from './slice.ts';
import { selectEstatePage } from './slice.ts';
import { SIMILAR_COUNT, type EstateFeatureState } from './slice.ts';

function* loadSimilar(estate: Estate): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const lang: Language = yield select(selectLanguage);
  const aliasId = estate.aliasId;
  yield put(similarRequested({ aliasId }));
  const query = toApiQuery(
    { 'geoData.countryCode': estate.geoData.countryCode, estateType: [estate.estateType] },
    null,
    { lang, onPage: SIMILAR_COUNT + 1 },
  );
  try {
    const list: EstateList = yield call([api, api.get], '/api/estate/search', { query: Object.fromEntries(new URLSearchParams(query)) });
    const all = [...(list.topOffers ?? []), ...(list.values ?? [])];
    const seen = new Set<string>([aliasId]);
    const values = all.filter((e) => !seen.has(e.aliasId) && seen.add(e.aliasId)).slice(0, SIMILAR_COUNT);
    yield put(similarLoaded({ aliasId, values }));
  } catch {
    // similar listings are an extra: the page stands without them
    yield put(similarFailed({ aliasId }));
  }
}

function* fetchEstateWorker(action: PayloadAction<{ aliasId: string; force?: boolean }>): Generator<unknown, void, any> {
  const { aliasId, force = false } = action.payload;
  const current: EstateFeatureState = yield select(selectEstatePage);
  let estate: Estate | null = current.aliasId === aliasId && current.status === 'success' ? current.estate : null;
  if (!estate || force) {
    const api: ApiCaller = yield getContext('api');
    yield put(estateRequested({ aliasId }));
    const result = yield* loadPageData(`estate ${aliasId}`, () => api.get<Estate>(`/api/estate/${encodeURIComponent(aliasId)}`));
    if (!result.ok) {
      yield put(estateFailed({ aliasId, message: result.message }));
      return;
    }
    estate = result.data;
    yield put(estateLoaded({ aliasId, estate }));
  }
  if (current.similar.aliasId !== aliasId || current.similar.status === 'failed' || force) yield call(loadSimilar, estate);
}

export function* estateSaga(): Generator {
  yield takeLatest(fetchEstate.type, fetchEstateWorker);
}
