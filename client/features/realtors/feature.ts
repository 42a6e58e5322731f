// The realtors feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { realtorsReducer, RealtorsState } from './slice.ts';
import { realtorHead } from './head.ts';
import type { TFunction } from 'i18next';
import { fullName } from '../../../shared/core/format.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { fetchRealtor, fetchRealtors } from './actions.ts';

const realtorsScreen = {
  load: () => import('./screens/RealtorsScreen.tsx'),
  prefetch: (_match: RouteMatch, location: { search: string }) => fetchRealtors({ search: location.search }),
};

const realtorScreen = {
  load: () => import('./screens/RealtorScreen.tsx'),
  prefetch: (match: RouteMatch, location: { search: string }) =>
    match.params.aliasId ? fetchRealtor({ aliasId: match.params.aliasId, search: location.search }) : null,
  // the feature's state may not be registered yet in the browser (a lazy feature, decision 0006)
  title: ({ state, match, t }: { state: { realtors?: RealtorsState }; match: RouteMatch; t: TFunction }) => {
    const p = state.realtors?.profile;
    const user = p && p.aliasId === match.params.aliasId ? p.user : null;
    return user ? user.company || fullName(user, t) : t('titles.realtor');
  },
};

export default defineFeature({
  key: 'realtors',
  lazy: () => import('./store.ts'),
  screens: {
    realtors: { ...realtorsScreen, path: '/realtor' },
    realtor: { ...realtorScreen, path: '/realtor/:aliasId', head: process.env.BROWSER === 'true' ? undefined : realtorHead },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    realtors: ReturnType<typeof realtorsReducer>;
  }
}
