// One listing (`GET /api/estate/{aliasId}`; a 404 makes the page the not-found page, with status
// 404 from the server) and, after it, similar listings: the same estate type in the same country,
// the listing itself left out.
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/core/constants.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import { toApiSearchQuery } from '../../../shared/search/search-query.ts';
import { isNewBuild } from '../../../shared/core/compare.ts';
import { callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import {
  estateFailed,
  estateLoaded,
  estateRequested,
  fetchEstate,
  priceHistoryFailed,
  priceHistoryLoaded,
  priceHistoryRequested,
  similarFailed,
  similarLoaded,
  similarRequested,
  selectEstatePage,
  buyingCostsFailed,
  buyingCostsLoaded,
  buyingCostsRequested,
} from './slice.ts';
import { SIMILAR_COUNT, type EstateFeatureState } from './slice.ts';
import { getBuyingCosts, getEstate, getPriceHistory } from './api.ts';
import { searchEstates } from '../search/index.ts';

function* loadSimilar(estate: Estate): Generator<unknown, void, any> {
  const lang: Language = yield select(selectLanguage);
  const aliasId = estate.aliasId;
  yield put(similarRequested({ aliasId }));
  const query = toApiSearchQuery({ 'geoData.countryCode': estate.geoData.countryCode, estateType: [estate.estateType] }, null, {
    lang,
    onPage: SIMILAR_COUNT + 1,
    fields: 'card',
  });
  try {
    const list = yield* callApi(searchEstates, { query });
    const all = [...(list.topOffers ?? []), ...(list.values ?? [])];
    const seen = new Set<string>([aliasId]);
    const values = all.filter((e) => !seen.has(e.aliasId) && seen.add(e.aliasId)).slice(0, SIMILAR_COUNT);
    yield put(similarLoaded({ aliasId, values }));
  } catch {
    // similar listings are an extra: the page stands without them
    yield put(similarFailed({ aliasId }));
  }
}

function* loadPriceHistory(aliasId: string): Generator<unknown, void, any> {
  yield put(priceHistoryRequested({ aliasId }));
  try {
    const body = yield* callApi(getPriceHistory, { params: { aliasId } });
    yield put(priceHistoryLoaded({ aliasId, values: body?.values ?? [] }));
  } catch {
    // the history is an extra: the page stands without it
    yield put(priceHistoryFailed({ aliasId }));
  }
}

function* loadBuyingCosts(estate: Estate): Generator<unknown, void, any> {
  const aliasId = estate.aliasId;
  yield put(buyingCostsRequested({ aliasId }));
  try {
    const query = { price: estate.price, currency: estate.currency, newBuild: isNewBuild(estate) };
    const value = yield* callApi(getBuyingCosts, { params: { code: estate.geoData.countryCode }, query });
    yield put(buyingCostsLoaded({ aliasId, value }));
  } catch {
    // the costs are an extra (and a country may have no data): the page stands without them
    yield put(buyingCostsFailed({ aliasId }));
  }
}

function* fetchEstateWorker(action: PayloadAction<{ aliasId: string; force?: boolean }>): Generator<unknown, void, any> {
  const { aliasId, force = false } = action.payload;
  const current: EstateFeatureState = yield select(selectEstatePage);
  // the reader's language: the api adds a machine translation where the lister wrote none, so a
  // language switch reads the listing (and its similar listings) again
  const lang: Language = yield select(selectLanguage);
  const relang = current.lang !== lang;
  let estate: Estate | null = current.aliasId === aliasId && current.status === 'success' && !relang ? current.estate : null;
  if (!estate || force) {
    yield put(estateRequested({ aliasId, lang }));
    const result = yield* loadPageData(`estate ${aliasId}`, () => callApi(getEstate, { params: { aliasId }, query: { lang } }));
    if (!result.ok) {
      yield put(estateFailed({ aliasId, message: result.message }));
      return;
    }
    estate = result.data;
    yield put(estateLoaded({ aliasId, estate }));
  }
  if (current.priceHistory.aliasId !== aliasId || current.priceHistory.status === 'failed' || force) yield fork(loadPriceHistory, aliasId);
  const costs = current.buyingCosts;
  if (estate.dealType === 'sale' && estate.price > 0 && (costs.aliasId !== aliasId || costs.status === 'failed' || force))
    yield fork(loadBuyingCosts, estate);
  if (current.similar.aliasId !== aliasId || current.similar.status === 'failed' || force || relang) yield call(loadSimilar, estate);
}

export function* estateSaga(): Generator {
  yield takeLatest(fetchEstate.type, fetchEstateWorker);
}
