// The plans screen's registry entry (client/app/screens.ts).
import { fetchPlans } from './slice.ts';

export const plansScreen = {
  load: () => import('./screens/PlansScreen.tsx'),
  prefetch: () => fetchPlans(),
};
