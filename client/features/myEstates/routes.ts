// The my-estates feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { pageParamOf, statusParam } from './query.ts';
import { fetchMyEstates } from './actions.ts';

export const screens = {
  myEstates: {
    load: withFeature(['myEstates', 'billing'], () => import('./screens/MyEstatesScreen.tsx')),
    prefetch: (_match, location) => fetchMyEstates({ page: pageParamOf(location.search), status: statusParam(location.search) }),
  },
} satisfies ScreenEntries;
