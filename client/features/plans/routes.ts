// The plans feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { fetchPlans } from './actions.ts';

export const screens = {
  plans: { load: withFeature('plans', () => import('./screens/PlansScreen.tsx')), prefetch: () => fetchPlans() },
} satisfies ScreenEntries;
