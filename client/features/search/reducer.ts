import type { Action } from 'redux';
import { clampPage } from '../../../shared/paging.ts';
import {
  bannerFailed, bannerLoaded, bannerRequested, searchFailed, searchLoaded, searchReused, searchStarted,
} from './actions.ts';
import { initialSearchState, type EstateListState, type SearchFeatureState } from './state.ts';

function setList(state: SearchFeatureState, list: Partial<EstateListState>): SearchFeatureState {
  return { ...state, list: { ...state.list, ...list } };
}

export function searchReducer(state: SearchFeatureState = initialSearchState, action: Action): SearchFeatureState {
  if (searchStarted.match(action)) {
    // the previous results stay visible (marked busy) until the new ones arrive
    return { ...setList(state, { status: 'fetching', key: action.payload.key, error: null }), query: action.payload.query };
  }
  if (searchReused.match(action)) return { ...state, query: action.payload.query };
  if (searchLoaded.match(action)) {
    if (action.payload.key !== state.list.key) return state;
    const { meta, values, topOffers } = action.payload.list;
    const totalPages = Math.max(1, meta?.totalPages ?? 1);
    return setList(state, {
      status: 'success',
      values: Array.isArray(values) ? values : [],
      topOffers: Array.isArray(topOffers) ? topOffers : [],
      meta: { ...state.list.meta, ...meta, totalPages, page: clampPage(meta?.page ?? 1, totalPages) },
      error: null,
    });
  }
  if (searchFailed.match(action)) {
    if (action.payload.key !== state.list.key) return state;
    return setList(state, { status: 'failed', values: [], topOffers: [], error: action.payload.message });
  }
  if (bannerRequested.match(action)) return { ...state, banner: { countryCode: action.payload.countryCode, status: 'fetching', info: null } };
  if (bannerLoaded.match(action)) {
    if (action.payload.countryCode !== state.banner.countryCode) return state;
    return { ...state, banner: { countryCode: action.payload.countryCode, status: 'success', info: action.payload.info } };
  }
  if (bannerFailed.match(action)) {
    if (action.payload.countryCode !== state.banner.countryCode) return state;
    return { ...state, banner: { ...state.banner, status: 'failed', info: null } };
  }
  return state;
}
