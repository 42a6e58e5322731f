// The mass import feature's screen for the registry (client/app/screens.ts): the history (?page=) loads with the page.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { historyPageOf } from './query.ts';
import { fetchImports } from './actions.ts';

export const screens = {
  massImport: {
    load: withFeature('massImport', () => import('./screens/MassImportScreen.tsx')),
    prefetch: (_match, location) => fetchImports({ page: historyPageOf(location.search) }),
  },
} satisfies ScreenEntries;
