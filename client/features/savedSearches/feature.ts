// The savedSearches feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import { savedSearchesSaga } from './sagas.ts';
import { fetchSavedSearches, fetchUnsubscribe, savedSearchesReducer } from './slice.ts';

export default defineFeature({
  key: 'savedSearches',
  reducer: savedSearchesReducer,
  saga: savedSearchesSaga,
  screens: {
    savedSearches: {
      privateNav: { order: 40, label: 'savedSearches.title' },
      path: '/private/saved-searches',
      guard: { private: true, allowWithoutPublication: true },
      load: () => import('./screens/SavedSearchesScreen.tsx'),
      prefetch: () => fetchSavedSearches(),
      title: ({ t }) => t('savedSearches.title'),
    },
    unsubscribeSearch: {
      path: '/saved-searches/unsubscribe',
      noindex: true,
      load: () => import('./screens/UnsubscribeScreen.tsx'),
      prefetch: (_match, location) => {
        const token = new URLSearchParams(location.search).get('token');
        return token ? fetchUnsubscribe({ token }) : null;
      },
      title: ({ t }) => t('savedSearches.unsubscribeTitle'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    savedSearches: ReturnType<typeof savedSearchesReducer>;
  }
}
