// Every country with its estate count, and a country's guide: the full text in the current
// language and its banner. A known country without a guide still has a page (banner, link to its
// listings); an unknown code is the not-found page.
import { getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants.ts';
import { normalizeCountryCode } from '../../../shared/countries.ts';
import type { Country, CountryBanner, CountryInfo } from '../../../shared/types.ts';
import { isApiError, type ApiCaller } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../language/slice.ts';
import { pageNotFound } from '../root/slice.ts';
import { loadPageData } from '../root/sagas.ts';
import {
  countriesFailed, countriesLoaded, countriesRequested, fetchCountries, fetchCountryGuide, guideFailed, guideLoaded,
  guideRequested,
} from './slice.ts';
import { selectCountryGuide, selectCountryList } from './slice.ts';
import { guideKey, type CountriesState } from './slice.ts';

function* fetchCountriesWorker(): Generator<unknown, void, any> {
  const lang: Language = yield select(selectLanguage);
  const list: CountriesState['list'] = yield select(selectCountryList);
  if (list.lang === lang && list.status === 'success') return;
  const api: ApiCaller = yield getContext('api');
  yield put(countriesRequested({ lang }));
  const result = yield* loadPageData('countries', () => api.get<Country[]>('/api/geodata/countries', { query: { lang } }));
  if (result.ok) yield put(countriesLoaded({ lang, values: Array.isArray(result.data) ? result.data : [] }));
  else yield put(countriesFailed({ lang }));
}

/** The guide, or for a country without one an empty text with the banner (whose failure is ignored). */
export async function loadGuide(api: ApiCaller, countryCode: string, lang: Language): Promise<CountryInfo> {
  try {
    const g = await api.get<CountryInfo>(`/api/geodata/${countryCode}/full/${lang}`);
    return { countryCode, fullText: g.fullText ?? '', info: g.info ?? null };
  } catch (err) {
    if (!isApiError(err) || err.statusCode !== 404) throw err;
    const banner = await api.get<{ info: CountryBanner | null }>(`/api/geodata/${countryCode}/banner`).catch(() => null);
    return { countryCode, fullText: '', info: banner?.info ?? null };
  }
}

function* fetchGuideWorker(action: PayloadAction<{ countryCode: string }>): Generator<unknown, void, any> {
  const countryCode = normalizeCountryCode(action.payload.countryCode);
  if (!countryCode) {
    yield put(pageNotFound());
    return;
  }
  const lang: Language = yield select(selectLanguage);
  const key = guideKey(countryCode, lang);
  const guide: CountriesState['guide'] = yield select(selectCountryGuide);
  if (guide.key === key && guide.status === 'success') return;
  const api: ApiCaller = yield getContext('api');
  yield put(guideRequested({ key }));
  const result = yield* loadPageData(`country guide ${countryCode}`, () => loadGuide(api, countryCode, lang));
  if (result.ok) yield put(guideLoaded({ key, info: result.data }));
  else yield put(guideFailed({ key }));
}

export function* countriesSaga(): Generator {
  yield takeLatest(fetchCountries.type, fetchCountriesWorker);
  yield takeLatest(fetchCountryGuide.type, fetchGuideWorker);
}
