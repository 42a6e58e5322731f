// The plans feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchPlans } from './slice.ts';

export const screens = {
  plans: { load: () => import('./screens/PlansScreen.tsx'), prefetch: () => fetchPlans() },
} satisfies ScreenEntries;
