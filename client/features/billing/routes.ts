// The billing feature's screens for the registry (client/app/screens.ts): the plan choice of a new
// account and the change of plan, the order page and the two status pages.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { orderKindOf } from './query.ts';
import { fetchChangePlan, fetchInitialPlans, fetchOrderPage, fetchOrderStatus } from './actions.ts';

export const screens = {
  initialPlan: { load: withFeature('billing', () => import('./screens/InitialPlanScreen.tsx')), prefetch: () => fetchInitialPlans() },
  changePlan: { load: withFeature('billing', () => import('./screens/ChangePlanScreen.tsx')), prefetch: () => fetchChangePlan() },
  order: {
    load: withFeature('billing', () => import('./screens/OrderScreen.tsx')),
    prefetch: (match, location) => fetchOrderPage({ orderId: match.params.orderId, kind: orderKindOf(location.search) }),
  },
  checkOrderStatus: {
    load: withFeature('billing', () => import('./screens/CheckOrderStatusScreen.tsx')),
    prefetch: (match) => fetchOrderStatus({ orderId: match.params.orderId, kind: 'plan' }),
  },
  checkProductOrderStatus: {
    load: withFeature('billing', () => import('./screens/CheckProductOrderStatusScreen.tsx')),
    prefetch: (match) => fetchOrderStatus({ orderId: match.params.productOrderId, kind: 'product' }),
  },
} satisfies ScreenEntries;
