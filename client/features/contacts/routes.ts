// The contacts feature's screens for the registry (client/app/screens.ts): no page data.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
export const screens = {
  contacts: { load: withFeature('contacts', () => import('./screens/ContactsScreen.tsx')) },
} satisfies ScreenEntries;
