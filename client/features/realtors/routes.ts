// The realtor screens' registry entries (client/app/screens.ts): code, prefetch and title.
import type { TFunction } from 'i18next';
import { fullName } from '../../../shared/format.ts';
import type { RouteMatch } from '../../../shared/routes.ts';
import { fetchRealtor, fetchRealtors } from './slice.ts';
import type { RealtorsState } from './slice.ts';

export const realtorsScreen = {
  load: () => import('./screens/RealtorsScreen.tsx'),
  prefetch: (_match: RouteMatch, location: { search: string }) => fetchRealtors({ search: location.search }),
};

export const realtorScreen = {
  load: () => import('./screens/RealtorScreen.tsx'),
  prefetch: (match: RouteMatch, location: { search: string }) =>
    match.params.aliasId ? fetchRealtor({ aliasId: match.params.aliasId, search: location.search }) : null,
  title: ({ state, match, t }: { state: { realtors: RealtorsState }; match: RouteMatch; t: TFunction }) => {
    const p = state.realtors.profile;
    const user = p.aliasId === match.params.aliasId ? p.user : null;
    return user ? user.company || fullName(user, t) : t('titles.realtor');
  },
};
