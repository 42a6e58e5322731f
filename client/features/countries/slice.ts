import type { FetchStatus, Language } from '../../../shared/core/constants.ts';
import type { Country, CountryInfo } from '../../../shared/contract/geodata.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchCountries, fetchCountryGuide } from './actions.ts';
import type { Action } from 'redux';

/** What a country page shows: the guide's text ('' when the country has none) and the banner. */
export type CountryGuide = Pick<CountryInfo, 'countryCode' | 'fullText' | 'info'>;

export interface CountriesState {
  /** GET /api/geodata/countries: every country with its estate count */
  list: { status: FetchStatus; lang: Language | null; values: Country[] };
  /** the guide of the current /countries/:countryCode page */
  guide: { key: string | null; status: FetchStatus; info: CountryGuide | null };
}

export const initialCountriesState: CountriesState = {
  list: { status: 'notFetched', lang: null, values: [] },
  guide: { key: null, status: 'notFetched', info: null },
};

/** The guide's identity: a country in a language. */
export const guideKey = (countryCode: string, lang: Language) => `${countryCode}:${lang}`;

export const countriesRequested = actionCreator<{ lang: Language }>('countries/requested');
export const countriesLoaded = actionCreator<{ lang: Language; values: Country[] }>('countries/loaded');
export const countriesFailed = actionCreator<{ lang: Language }>('countries/failed');

export const guideRequested = actionCreator<{ key: string }>('countries/guideRequested');
export const guideLoaded = actionCreator<{ key: string; info: CountryGuide }>('countries/guideLoaded');
export const guideFailed = actionCreator<{ key: string }>('countries/guideFailed');

export function countriesReducer(state: CountriesState = initialCountriesState, action: Action): CountriesState {
  if (countriesRequested.match(action)) return { ...state, list: { ...state.list, status: 'fetching', lang: action.payload.lang } };
  if (countriesLoaded.match(action)) {
    if (action.payload.lang !== state.list.lang) return state;
    return { ...state, list: { status: 'success', lang: action.payload.lang, values: action.payload.values } };
  }
  if (countriesFailed.match(action)) {
    if (action.payload.lang !== state.list.lang) return state;
    return { ...state, list: { ...state.list, status: 'failed', values: [] } };
  }
  if (guideRequested.match(action)) {
    const same = state.guide.key === action.payload.key;
    return { ...state, guide: { key: action.payload.key, status: 'fetching', info: same ? state.guide.info : null } };
  }
  if (guideLoaded.match(action)) {
    if (action.payload.key !== state.guide.key) return state;
    return { ...state, guide: { ...state.guide, status: 'success', info: action.payload.info } };
  }
  if (guideFailed.match(action)) {
    if (action.payload.key !== state.guide.key) return state;
    return { ...state, guide: { ...state.guide, status: 'failed', info: null } };
  }
  return state;
}

type S = { countries: CountriesState };

export const selectCountryList = (s: S) => s.countries.list;
export const selectCountryGuide = (s: S) => s.countries.guide;

export { fetchCountries, fetchCountryGuide };
