// The profile feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { fetchProfile } from './actions.ts';

export const screens = {
  profile: { load: withFeature('profile', () => import('./screens/ProfileScreen.tsx')), prefetch: () => fetchProfile() },
  editProfile: { load: withFeature('profile', () => import('./screens/EditProfileScreen.tsx')) },
} satisfies ScreenEntries;
