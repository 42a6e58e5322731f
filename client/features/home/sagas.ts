// The home page's data: the gateway's aggregate for the current language and currency, kept while
// neither changes.
import { put, select, takeLatest } from 'redux-saga/effects';
import type { Currency, Language } from '../../../shared/core/constants.ts';
import { callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectCurrentCurrency } from '../../session/currencies/index.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { getHomePageData } from './api.ts';
import { fetchHome, homeFailed, homeLoaded, homeRequested, selectHome } from './slice.ts';
import { normalizeHomeData } from './normalize.ts';
import type { HomeState } from './slice.ts';

function* fetchHomeWorker(action: PayloadAction<{ force?: boolean } | undefined>): Generator<unknown, void, any> {
  const lang: Language = yield select(selectLanguage);
  const currency: Currency = yield select(selectCurrentCurrency);
  const key = `${lang}|${currency}`;
  const current: HomeState = yield select(selectHome);
  if (!action.payload?.force && current.status === 'success' && current.key === key) return;

  yield put(homeRequested({ key }));
  const result = yield* loadPageData('home', () => callApi(getHomePageData, { query: { lang, currency } }));
  if (result.ok) yield put(homeLoaded({ key, data: normalizeHomeData(result.data, lang) }));
  else yield put(homeFailed({ key, message: result.message }));
}

export function* homeSaga(): Generator {
  yield takeLatest(fetchHome.type, fetchHomeWorker);
}
