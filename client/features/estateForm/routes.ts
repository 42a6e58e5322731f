// The listing form's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchEstateForEdit } from './slice.ts';

export const screens = {
  addEstate: { load: () => import('./screens/AddEstateScreen.tsx') },
  editEstate: { load: () => import('./screens/EditEstateScreen.tsx'), prefetch: (match) => fetchEstateForEdit({ aliasId: match.params.aliasId }) },
} satisfies ScreenEntries;
