// The leads feature (issue 24, item 2), declared once (client/lib/feature.ts): the enquiries screen
// of a lister, /private/leads?status=&estate=&page=. The form that sends an enquiry is the estate
// page's (client/features/estate/components/ContactLister.tsx). client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { leadsReducer } from './slice.ts';
import { leadEstateParam, leadPageParam, leadStatusParam } from './query.ts';
import { fetchLeads } from './actions.ts';

export default defineFeature({
  key: 'leads',
  lazy: () => import('./store.ts'),
  screens: {
    leads: {
      privateNav: { order: 85, label: 'privateArea.nav.leads' },
      path: '/private/leads',
      guard: { private: true },
      load: () => import('./screens/LeadsScreen.tsx'),
      prefetch: (_match, location) =>
        fetchLeads({ page: leadPageParam(location.search), status: leadStatusParam(location.search), estate: leadEstateParam(location.search) }),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    leads: ReturnType<typeof leadsReducer>;
  }
}
