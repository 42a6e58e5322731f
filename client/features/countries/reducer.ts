import type { Action } from 'redux';
import {
  countriesFailed, countriesLoaded, countriesRequested, guideFailed, guideLoaded, guideRequested,
} from './actions.ts';
import { initialCountriesState, type CountriesState } from './state.ts';

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
