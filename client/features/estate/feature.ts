// The estate feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import { estateHead } from './head.ts';
import { estateSaga } from './sagas.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { pickLocalized } from '../../lib/localized.ts';
import { estateReducer, fetchEstate } from './slice.ts';
import type { EstateFeatureState } from './slice.ts';

const estateScreen = {
  load: () => import('./screens/EstateScreen.tsx'),
  prefetch: (match: RouteMatch) => (match.params.aliasId ? fetchEstate({ aliasId: match.params.aliasId }) : null),
  title: ({ state, match, t }: { state: { estate: EstateFeatureState; language: { current: Language } }; match: RouteMatch; t: TFunction }) => {
    const e = state.estate.aliasId === match.params.aliasId ? state.estate.estate : null;
    return (e && pickLocalized(e.title, state.language.current)?.text) || t('titles.estate');
  },
};

export default defineFeature({
  key: 'estate',
  reducer: estateReducer,
  saga: estateSaga,
  screens: {
    estate: { ...estateScreen, path: '/estate/:aliasId', head: process.env.BROWSER === 'true' ? undefined : estateHead },
    // the listings this browser opened last (kept in the browser only)
    recentlyViewed: {
      path: '/private/recently-viewed',
      guard: { private: true, allowWithoutPublication: true },
      privateNav: { order: 50, label: 'estateView.recentlyViewed.title' },
      load: () => import('./screens/RecentlyViewedScreen.tsx'),
      title: ({ t }) => t('estateView.recentlyViewed.title'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    estate: ReturnType<typeof estateReducer>;
  }
}
