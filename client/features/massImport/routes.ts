// The mass import feature's screen for the registry (client/app/screens.ts): the history (?page=) loads with the page.
import type { ScreenEntries } from '../../lib/screens.ts';
import { historyPageOf } from './query.ts';
import { fetchImports } from './slice.ts';

export const screens = {
  massImport: {
    load: () => import('./screens/MassImportScreen.tsx'),
    prefetch: (_match, location) => fetchImports({ page: historyPageOf(location.search) }),
  },
} satisfies ScreenEntries;
