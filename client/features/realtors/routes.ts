// The realtor feature's screens for the registry (client/app/screens.ts): code, prefetch and title.
import { withFeature } from '../../store/lazyFeatures.ts';
import type { ScreenEntries } from '../../lib/screens.ts';
import type { TFunction } from 'i18next';
import { fullName } from '../../../shared/core/format.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { fetchRealtor, fetchRealtors } from './actions.ts';
import type { RealtorsState } from './slice.ts';

const realtorsScreen = {
  load: withFeature('realtors', () => import('./screens/RealtorsScreen.tsx')),
  prefetch: (_match: RouteMatch, location: { search: string }) => fetchRealtors({ search: location.search }),
};

const realtorScreen = {
  load: withFeature('realtors', () => import('./screens/RealtorScreen.tsx')),
  prefetch: (match: RouteMatch, location: { search: string }) =>
    match.params.aliasId ? fetchRealtor({ aliasId: match.params.aliasId, search: location.search }) : null,
  // the feature's state may not be registered yet in the browser (a lazy feature, decision 0006)
  title: ({ state, match, t }: { state: { realtors?: RealtorsState }; match: RouteMatch; t: TFunction }) => {
    const p = state.realtors?.profile;
    const user = p && p.aliasId === match.params.aliasId ? p.user : null;
    return user ? user.company || fullName(user, t) : t('titles.realtor');
  },
};

export const screens = { realtors: realtorsScreen, realtor: realtorScreen } satisfies ScreenEntries;
