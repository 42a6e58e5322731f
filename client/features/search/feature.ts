// The search feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import { searchCanonical, searchHead } from './head.ts';
import { searchSaga } from './sagas.ts';
import { searchSubject } from './subject.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { fetchSearch, searchReducer, type SearchFeatureState } from './slice.ts';

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

export default defineFeature({
  key: 'search',
  reducer: searchReducer,
  saga: searchSaga,
  screens: {
    search: {
      ...searchScreen,
      path: ['/search', '/search/:countryCode'],
      searchType: true,
      head: process.env.BROWSER === 'true' ? undefined : searchHead,
      canonical: process.env.BROWSER === 'true' ? undefined : searchCanonical,
      dataFailed: (state) => state.search.list.status === 'failed',
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    search: ReturnType<typeof searchReducer>;
  }
}
