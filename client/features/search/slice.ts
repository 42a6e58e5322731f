import type { FetchStatus } from '../../../shared/core/constants.ts';
import { EMPTY_SEARCH, type SearchState } from '../../../shared/search/search-query.ts';
import type { ListMeta } from '../../../shared/contract/common.ts';
import type { Estate, EstateSearchMeta, EstateSearchResult } from '../../../shared/contract/estates.ts';
import type { CountryBanner } from '../../../shared/contract/geodata.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';
import { clampPage } from '../../../shared/search/paging.ts';

/** Listings per page of the estate search. */
export const SEARCH_PAGE_SIZE = 12;

/** The meta of a loaded list; before the first answer only the paging part is known. */
export type EstateListMeta = ListMeta & Partial<Omit<EstateSearchMeta, keyof ListMeta>>;

/** The estate list: values, topOffers, meta; with its fetch status and the query it answers. */
export interface EstateListState {
  status: FetchStatus;
  /** the api query (shared/search/search-query.ts toApiQuery) the list was loaded for */
  key: string | null;
  values: Estate[];
  topOffers: Estate[];
  meta: EstateListMeta;
  error: string | null;
}

export interface BannerState {
  countryCode: string | null;
  status: FetchStatus;
  info: CountryBanner | null;
}

export interface SearchFeatureState {
  /** the search state of the current search; a /search/{CC} path sets geoData.countryCode */
  query: SearchState;
  list: EstateListState;
  /** the country banner of a country search; its failure is ignored (info stays null) */
  banner: BannerState;
}

export const initialEstateList: EstateListState = {
  status: 'notFetched',
  key: null,
  values: [],
  topOffers: [],
  meta: { page: 1, onPage: SEARCH_PAGE_SIZE, totalPages: 1, total: 0 },
  error: null,
};

export const initialSearchState: SearchFeatureState = {
  query: EMPTY_SEARCH,
  list: initialEstateList,
  banner: { countryCode: null, status: 'notFetched', info: null },
};

/** The search route's prefetch: the URL's query string and the country of a /search/{CC} path. */
export const fetchSearch = actionCreator<{ search: string; countryCode?: string | null; force?: boolean }>('search/fetch');
export const searchStarted = actionCreator<{ query: SearchState; key: string }>('search/started');
export const searchLoaded = actionCreator<{ key: string; list: EstateSearchResult }>('search/loaded');
export const searchFailed = actionCreator<{ key: string; message: string }>('search/failed');
/** the query did not change the list (it is already loaded): only the search state is updated */
export const searchReused = actionCreator<{ query: SearchState }>('search/reused');

export const bannerRequested = actionCreator<{ countryCode: string }>('search/bannerRequested');
export const bannerLoaded = actionCreator<{ countryCode: string; info: CountryBanner | null }>('search/bannerLoaded');
export const bannerFailed = actionCreator<{ countryCode: string }>('search/bannerFailed');

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

type S = { search: SearchFeatureState };

export const selectSearchQuery = (s: S) => s.search.query;
export const selectEstateList = (s: S) => s.search.list;
export const selectSearchBanner = (s: S) => s.search.banner;
