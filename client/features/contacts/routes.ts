// The contacts feature's screens for the registry (client/app/screens.ts): no page data.
import type { ScreenEntries } from '../../lib/screens.ts';
export const screens = {
  contacts: { load: () => import('./screens/ContactsScreen.tsx') },
} satisfies ScreenEntries;
