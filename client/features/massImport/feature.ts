// The massImport feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { massImportReducer } from './slice.ts';
import { historyPageOf } from './query.ts';
import { fetchImports } from './actions.ts';

export default defineFeature({
  key: 'massImport',
  lazy: () => import('./store.ts'),
  screens: {
    massImport: {
      privateNav: { order: 70, label: 'privateArea.nav.massImport' },
      path: '/private/mass-import',
      guard: { private: true },
      load: () => import('./screens/MassImportScreen.tsx'),
      prefetch: (_match, location) => fetchImports({ page: historyPageOf(location.search) }),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    massImport: ReturnType<typeof massImportReducer>;
  }
}
