import { parseSearchQuery, type SearchState } from '../../../shared/search-query.ts';

/** The api refuses pages beyond this; a larger page in a URL asks for this one. */
export const MAX_PAGE = 100_000;

/** The search state a URL describes, with the country of a /search/{CC} path in geoData.countryCode. */
export function searchStateOf(search: string, pathCountry: string | null): SearchState {
  const query = parseSearchQuery(search);
  if (pathCountry) query['geoData.countryCode'] = pathCountry;
  if (query.page > MAX_PAGE) query.page = MAX_PAGE;
  return query;
}
