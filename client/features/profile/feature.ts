// The profile feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { profileReducer } from './slice.ts';
import { fetchProfile } from './actions.ts';

export default defineFeature({
  key: 'profile',
  lazy: () => import('./store.ts'),
  screens: {
    profile: {
      privateNav: { order: 10, label: 'privateArea.nav.profile', end: true },
      path: '/private',
      guard: { private: true },
      load: () => import('./screens/ProfileScreen.tsx'),
      prefetch: () => fetchProfile(),
    },
    editProfile: {
      privateNav: { order: 90, label: 'privateArea.nav.editProfile' },
      path: '/private/editprofile',
      guard: { private: true, allowIncorrectGeo: true, allowWithoutPublication: true },
      load: () => import('./screens/EditProfileScreen.tsx'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    profile: ReturnType<typeof profileReducer>;
  }
}
