// The home feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchHome } from './slice.ts';

export const screens = {
  home: { load: () => import('./screens/HomeScreen.tsx'), prefetch: () => fetchHome() },
} satisfies ScreenEntries;
