// The profile feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchProfile } from './slice.ts';

export const screens = {
  profile: { load: () => import('./screens/ProfileScreen.tsx'), prefetch: () => fetchProfile() },
  editProfile: { load: () => import('./screens/EditProfileScreen.tsx') },
} satisfies ScreenEntries;
