// The estateForm feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { estateFormReducer } from './slice.ts';
import { fetchEstateForEdit } from './actions.ts';

export default defineFeature({
  key: 'estateForm',
  lazy: () => import('./store.ts'),
  screens: {
    addEstate: {
      privateNav: { order: 60, label: 'privateArea.nav.addEstate' },
      path: '/private/addnewestate',
      guard: { private: true },
      load: () => import('./screens/AddEstateScreen.tsx'),
    },
    editEstate: {
      path: '/private/edit/:aliasId',
      guard: { private: true },
      needs: ['billing'],
      load: () => import('./screens/EditEstateScreen.tsx'),
      prefetch: (match) => fetchEstateForEdit({ aliasId: match.params.aliasId }),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    estateForm: ReturnType<typeof estateFormReducer>;
  }
}
