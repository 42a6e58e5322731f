// The plans feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { plansReducer } from './slice.ts';
import { fetchPlans } from './actions.ts';

export default defineFeature({
  key: 'plans',
  lazy: () => import('./store.ts'),
  screens: {
    plans: { path: '/plans', load: () => import('./screens/PlansScreen.tsx'), prefetch: () => fetchPlans() },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    plans: ReturnType<typeof plansReducer>;
  }
}
