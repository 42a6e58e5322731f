// The billing feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchInitialPlans } from './slice.ts';

export const screens = {
  initialPlan: { load: () => import('./screens/InitialPlanScreen.tsx'), prefetch: () => fetchInitialPlans() },
} satisfies ScreenEntries;
