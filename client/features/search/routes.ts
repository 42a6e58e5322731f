// The search feature's screens for the registry (client/app/screens.ts): code, prefetch and title.
import type { ScreenEntries } from '../../lib/screens.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import type { SearchState } from '../../../shared/search/search-query.ts';
import { fetchSearch, type SearchFeatureState } from './slice.ts';

/**
 * What a filtered search shows, in words: estate types, deal, place; '' for the plain search. The place
 * is named in the page's language when the answer names it (the place index, meta.place).
 */
export function searchSubject(state: SearchState, t: TFunction, place?: { name: string } | null): string {
  const parts: string[] = [];
  if (state.estateType?.length) parts.push(state.estateType.map((x) => t(`estate.estateType.${x}`)).join(', '));
  if (state.dealType) parts.push(t(`estate.dealType.${state.dealType}`));
  const placeName = (state.placeId || state.placeName) && place?.name ? place.name : state.placeName;
  if (placeName) parts.push(placeName);
  return parts.join(' – ');
}

const searchScreen = {
  load: () => import('./screens/SearchScreen.tsx'),
  prefetch: (match: RouteMatch, location: { search: string }) =>
    fetchSearch({ search: location.search, countryCode: match.params.countryCode ?? null }),
  // a filtered search says what it shows: "Villa – For sale | Property in Spain | page 2"
  title: ({ state, match, t }: { state: { language: { current: Language }; search: SearchFeatureState }; match: RouteMatch; t: TFunction }) => {
    const cc = normalizeCountryCode(match.params.countryCode);
    const base = cc ? t('search.titleIn', { country: countryName(cc, state.language.current) }) : t('search.title');
    const q = state.search.query;
    return [searchSubject(q, t, state.search.list.meta.place), base, q.page > 1 ? t('seo.page', { page: q.page }) : ''].filter(Boolean).join(' | ');
  },
};

export const screens = { search: searchScreen } satisfies ScreenEntries;
