// The advertising feature's screens for the registry (client/app/screens.ts): no page data.
import type { ScreenEntries } from '../../lib/screens.ts';
export const screens = {
  advertising: { load: () => import('./screens/AdvertisingScreen.tsx') },
} satisfies ScreenEntries;
