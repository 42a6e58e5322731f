// The myEstates feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { myEstatesReducer } from './slice.ts';
import { pageParamOf, statusParam } from './query.ts';
import { fetchMyEstates } from './actions.ts';

export default defineFeature({
  key: 'myEstates',
  lazy: () => import('./store.ts'),
  screens: {
    myEstates: {
      privateNav: { order: 20, label: 'privateArea.nav.myEstates' },
      path: '/private/myestates',
      guard: { private: true },
      needs: ['billing'],
      load: () => import('./screens/MyEstatesScreen.tsx'),
      prefetch: (_match, location) => fetchMyEstates({ page: pageParamOf(location.search), status: statusParam(location.search) }),
    },
    listingCheck: {
      path: '/listing-check',
      noindex: true,
      load: () => import('./screens/ListingCheckScreen.tsx'),
      title: ({ t }) => t('myEstates.check.title'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    myEstates: ReturnType<typeof myEstatesReducer>;
  }
}
