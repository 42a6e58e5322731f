// The contacts feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { contactsReducer } from './slice.ts';
export default defineFeature({
  key: 'contacts',
  lazy: () => import('./store.ts'),
  screens: {
    contacts: { path: '/contacts', load: () => import('./screens/ContactsScreen.tsx') },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    contacts: ReturnType<typeof contactsReducer>;
  }
}
