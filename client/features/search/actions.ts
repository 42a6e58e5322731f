import type { SearchState } from '../../../shared/search-query.ts';
import type { CountryBanner, EstateList } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

/** The search route's prefetch: the URL's query string and the country of a /search/{CC} path. */
export const fetchSearch = actionCreator<{ search: string; countryCode?: string | null; force?: boolean }>('search/fetch');
export const searchStarted = actionCreator<{ query: SearchState; key: string }>('search/started');
export const searchLoaded = actionCreator<{ key: string; list: EstateList }>('search/loaded');
export const searchFailed = actionCreator<{ key: string; message: string }>('search/failed');
/** the query did not change the list (it is already loaded): only the search state is updated */
export const searchReused = actionCreator<{ query: SearchState }>('search/reused');

export const bannerRequested = actionCreator<{ countryCode: string }>('search/bannerRequested');
export const bannerLoaded = actionCreator<{ countryCode: string; info: CountryBanner | null }>('search/bannerLoaded');
export const bannerFailed = actionCreator<{ countryCode: string }>('search/bannerFailed');
