// The operator area (issue 23, items 6, 7, 8 and 10), declared once (client/lib/feature.ts): /admin (the
// dashboard), /admin/reports, /admin/estates, /admin/users, and for admins only /admin/audit,
// /admin/content (articles, news, legal pages), /admin/orders (refunds), /admin/plans (prices) and
// /admin/rates (exchange-rate overrides). Each
// page needs a role (shared/routing/guards.ts guardHides): anyone else, signed out included, gets
// the not-found page. Never indexed; its code, store and texts load only with its screens.
import { defineFeature, type ScreenDecl } from '../../lib/feature.ts';
import type { adminReducer } from './slice.ts';
import { fetchAdminPage } from './actions.ts';
import type { AdminView } from './query.ts';

const load = () => import('./screens/AdminScreen.tsx');

function screen(view: AdminView, path: string, role: 'moderator' | 'admin' = 'moderator'): ScreenDecl {
  return {
    path,
    guard: { private: true, allowWithoutPublication: true, allowIncorrectGeo: true, role },
    noindex: true,
    load,
    prefetch: (_match, location) => fetchAdminPage({ view, search: location.search }),
  };
}

export default defineFeature({
  key: 'admin',
  lazy: () => import('./store.ts'),
  screens: {
    admin: screen('dashboard', '/admin'),
    adminReports: screen('reports', '/admin/reports'),
    adminEstates: screen('estates', '/admin/estates'),
    adminUsers: screen('users', '/admin/users'),
    adminAudit: screen('audit', '/admin/audit', 'admin'),
    adminContent: screen('content', '/admin/content', 'admin'),
    adminOrders: screen('orders', '/admin/orders', 'admin'),
    adminPlans: screen('plans', '/admin/plans', 'admin'),
    adminRates: screen('rates', '/admin/rates', 'admin'),
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    admin: ReturnType<typeof adminReducer>;
  }
}
