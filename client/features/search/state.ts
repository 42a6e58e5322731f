import type { FetchStatus } from '../../../shared/constants.ts';
import { EMPTY_SEARCH, type SearchState } from '../../../shared/search-query.ts';
import type { CountryBanner, Estate, EstateListMeta } from '../../../shared/types.ts';

/** Listings per page of the estate search. */
export const SEARCH_PAGE_SIZE = 12;

/** SPEC §3 "Estate list": values, topOffers, meta; with its fetch status and the query it answers. */
export interface EstateListState {
  status: FetchStatus;
  /** the api query (shared/search-query.ts toApiQuery) the list was loaded for */
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
  /** SPEC §3 "Estate search state" of the current search; a /search/{CC} path sets geoData.countryCode */
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
