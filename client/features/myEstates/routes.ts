// The my-estates feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { pageParamOf, statusParam } from './query.ts';
import { fetchMyEstates } from './slice.ts';

export const screens = {
  myEstates: {
    load: () => import('./screens/MyEstatesScreen.tsx'),
    prefetch: (_match, location) => fetchMyEstates({ page: pageParamOf(location.search), status: statusParam(location.search) }),
  },
} satisfies ScreenEntries;
