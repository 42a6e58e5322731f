// The estate search: the URL is the state. The route's prefetch hands over the query string and
// the path's country; the worker parses them with the shared codec, skips the call when the list
// already answers this exact query (the first render in the browser reuses the server's), and
// otherwise loads the search with topOffersSeparately=true. The country banner loads beside it and
// its failure is ignored. A search page shows no page placeholder, so the layout's page spinner is
// not used: the results show their own loading state.
import { call, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/core/constants.ts';
import { normalizeCountryCode } from '../../../shared/geo/countries.ts';
import { toApiQuery, toApiSearchQuery, type SearchState } from '../../../shared/search/search-query.ts';
import { callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import type { ClientLogger } from '../../store/context.ts';
import { getCountryBanner } from '../countries/index.ts';
import { selectCurrentCurrency } from '../../session/currencies/index.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { pageNotFound } from '../../session/root/index.ts';
import {
  bannerFailed,
  bannerLoaded,
  bannerRequested,
  fetchSearch,
  searchFailed,
  searchLoaded,
  searchReused,
  searchStarted,
  selectEstateList,
  selectSearchBanner,
} from './slice.ts';
import { searchStateOf } from './query.ts';
import { SEARCH_PAGE_SIZE, type BannerState, type EstateListState } from './slice.ts';
import { searchEstates } from './api.ts';

type FetchPayload = { search: string; countryCode?: string | null; force?: boolean };

function* loadBanner(countryCode: string): Generator<unknown, void, any> {
  const banner: BannerState = yield select(selectSearchBanner);
  if (banner.countryCode === countryCode && banner.status !== 'failed') return;
  yield put(bannerRequested({ countryCode }));
  try {
    const body = yield* callApi(getCountryBanner, { params: { countryCode } });
    yield put(bannerLoaded({ countryCode, info: body?.info ?? null }));
  } catch {
    yield put(bannerFailed({ countryCode }));
  }
}

function* loadList(query: SearchState, lang: Language, force: boolean): Generator<unknown, void, any> {
  const extra = { lang, onPage: SEARCH_PAGE_SIZE };
  let key = toApiQuery(query, null, extra);
  const current: EstateListState = yield select(selectEstateList);
  if (!force && current.key === key && current.status === 'success') {
    yield put(searchReused({ query }));
    return;
  }
  yield put(searchStarted({ query, key }));
  try {
    let list = yield* callApi(searchEstates, { query: toApiSearchQuery(query, null, { ...extra, fields: 'card' }) });
    const totalPages = list?.meta?.totalPages ?? 1;
    if (query.page > 1 && query.page > totalPages && (list?.meta?.total ?? 0) > 0) {
      // a page past the end (an old link): show the last page instead
      const last = { ...query, page: totalPages };
      key = toApiQuery(last, null, extra);
      yield put(searchStarted({ query: last, key }));
      list = yield* callApi(searchEstates, { query: toApiSearchQuery(last, null, { ...extra, fields: 'card' }) });
    }
    yield put(searchLoaded({ key, list }));
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err, key }, 'estate search failed');
    yield put(searchFailed({ key, message: (err as Error).message || String(err) }));
  }
}

function* fetchSearchWorker(action: PayloadAction<FetchPayload>): Generator<unknown, void, any> {
  const { search, countryCode, force = false } = action.payload;
  let pathCountry: string | null = null;
  if (countryCode != null && countryCode !== '') {
    pathCountry = normalizeCountryCode(countryCode);
    if (!pathCountry) {
      yield put(pageNotFound());
      return;
    }
  }
  const query = searchStateOf(search, pathCountry, yield select(selectCurrentCurrency));
  const lang: Language = yield select(selectLanguage);
  const country = query['geoData.countryCode'];
  if (country) yield fork(loadBanner, country);
  yield call(loadList, query, lang, force);
}

export function* searchSaga(): Generator {
  yield takeLatest(fetchSearch.type, fetchSearchWorker);
}
