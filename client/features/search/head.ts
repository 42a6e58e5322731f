// The search page's head: a description naming what and where, the first listing's photo, breadcrumbs,
// and noindex for searches too narrow or sorted to be worth a search engine's index. The canonical URL
// is the search's stable form (its filters in canonical order, no currency).
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import { buildSearchUrl, parseSearchQuery } from '../../../shared/search/search-query.ts';
import { breadcrumbs, canonicalSearchPath, facetCount, firstPhoto, MAX_INDEXED_FACETS, type HeadContext, type HeadFacts } from '../../lib/head.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { searchSubject } from './subject.ts';

export function searchCanonical(match: RouteMatch, pathname: string, search: string): string {
  return canonicalSearchPath(pathname, search, match.params.countryCode ?? null);
}

export function searchHead({ state, match, language, origin, t, search }: HeadContext): HeadFacts {
  const cc = normalizeCountryCode(match.params.countryCode);
  const q = parseSearchQuery(search);
  const place = state.search.list.meta.place;
  const subject = searchSubject(q, t, place);
  const where = place?.label ?? (cc ? countryName(cc, language) : t('search.anyCountry'));
  const crumbs = [
    { name: t('titles.home'), path: '/' },
    { name: t('search.title'), path: '/search' },
  ];
  if (cc) crumbs.push({ name: countryName(cc, language), path: buildSearchUrl({}, cc) });
  if (place && place.kind !== 'country') crumbs.push({ name: place.name, path: buildSearchUrl({ placeId: place.id, placeName: place.name }, cc) });
  return {
    description: t('seo.searchDescription', { what: subject || t('search.title'), where, total: state.search.list.meta.total }),
    image: firstPhoto(state.search.list.topOffers) ?? firstPhoto(state.search.list.values),
    noindex: facetCount(q) > MAX_INDEXED_FACETS || q.orderBy !== undefined,
    jsonLd: [breadcrumbs(origin, language, crumbs)],
  };
}
