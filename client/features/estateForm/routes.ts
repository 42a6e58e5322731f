// The listing form's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { fetchEstateForEdit } from './actions.ts';

export const screens = {
  addEstate: { load: withFeature('estateForm', () => import('./screens/AddEstateScreen.tsx')) },
  editEstate: {
    load: withFeature(['estateForm', 'billing'], () => import('./screens/EditEstateScreen.tsx')),
    prefetch: (match) => fetchEstateForEdit({ aliasId: match.params.aliasId }),
  },
} satisfies ScreenEntries;
