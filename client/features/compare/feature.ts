// The compare feature, declared once (client/lib/feature.ts): listings side by side at
// /compare?ids=a,b,c (issue 26, item 4). Its store part and page load with the page; the toggle on
// cards and the estate page and the compare bar are in index.ts (small, in every first load).
// The page is noindex: it is a visitor's own selection, its URLs are endless combinations of
// listings that each have their own indexed page.
import { defineFeature } from '../../lib/feature.ts';
import type { compareReducer } from './slice.ts';
import { fetchComparison } from './actions.ts';

export default defineFeature({
  key: 'compare',
  lazy: () => import('./store.ts'),
  screens: {
    compare: {
      path: '/compare',
      noindex: true,
      load: () => import('./screens/CompareScreen.tsx'),
      prefetch: (_match, location) => fetchComparison({ ids: new URLSearchParams(location.search).get('ids') }),
      title: ({ t }) => t('compare.title'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    compare: ReturnType<typeof compareReducer>;
  }
}
