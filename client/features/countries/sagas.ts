// Every country with its estate count, and a country's guide: the full text in the current
// language and its banner. A known country without a guide still has a page (banner, link to its
// listings); an unknown code is the not-found page.
import { put, select, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../shared/core/constants.ts';
import { normalizeCountryCode } from '../../../shared/geo/countries.ts';
import type { CountryBannerAnswer } from '../../../shared/contract/geodata.ts';
import { callApi, isApiError } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData, pageNotFound } from '../../session/root/index.ts';
import { getCountryBanner, getCountryInfo, listCountries } from './api.ts';
import {
  countriesFailed,
  countriesLoaded,
  countriesRequested,
  fetchCountries,
  fetchCountryGuide,
  guideFailed,
  guideKey,
  guideLoaded,
  guideRequested,
  selectCountryGuide,
  selectCountryList,
  type CountriesState,
  type CountryGuide,
} from './slice.ts';

function* fetchCountriesWorker(): Generator<unknown, void, any> {
  const lang: Language = yield select(selectLanguage);
  const list: CountriesState['list'] = yield select(selectCountryList);
  if (list.lang === lang && list.status === 'success') return;
  yield put(countriesRequested({ lang }));
  const result = yield* loadPageData('countries', () => callApi(listCountries, { query: { lang } }));
  if (result.ok) yield put(countriesLoaded({ lang, values: Array.isArray(result.data) ? result.data : [] }));
  else yield put(countriesFailed({ lang }));
}

/** The guide, or for a country without one an empty text with the banner (whose failure is ignored). */
export function* loadGuide(countryCode: string, lang: Language): Generator<unknown, CountryGuide, any> {
  try {
    const g = yield* callApi(getCountryInfo, { params: { countryCode, lang } });
    return { countryCode, fullText: g.fullText ?? '', info: g.info ?? null };
  } catch (err) {
    if (!isApiError(err) || err.statusCode !== 404) throw err;
    let banner: CountryBannerAnswer | null = null;
    try {
      banner = yield* callApi(getCountryBanner, { params: { countryCode } });
    } catch {
      // no banner either: the page still shows the country's name and the way to its listings
    }
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
  yield put(guideRequested({ key }));
  const result = yield* loadPageData(`country guide ${countryCode}`, () => loadGuide(countryCode, lang));
  if (result.ok) yield put(guideLoaded({ key, info: result.data }));
  else yield put(guideFailed({ key }));
}

export function* countriesSaga(): Generator {
  yield takeLatest(fetchCountries.type, fetchCountriesWorker);
  yield takeLatest(fetchCountryGuide.type, fetchGuideWorker);
}
