// The plans screen's registry entry (client/app/screens.ts).
import { fetchPlans } from './actions.ts';

export const plansScreen = {
  load: () => import('./PlansScreen.tsx'),
  prefetch: () => fetchPlans(),
};
