// The billing feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { billingReducer } from './slice.ts';
import { orderKindOf } from './query.ts';
import { fetchChangePlan, fetchInitialPlans, fetchOrderPage, fetchOrderStatus } from './actions.ts';

export default defineFeature({
  key: 'billing',
  lazy: () => import('./store.ts'),
  screens: {
    initialPlan: {
      path: '/private/initialplan',
      guard: { private: true, allowWithoutPublication: true },
      load: () => import('./screens/InitialPlanScreen.tsx'),
      prefetch: () => fetchInitialPlans(),
    },
    changePlan: {
      path: '/private/changeplan',
      guard: { private: true },
      load: () => import('./screens/ChangePlanScreen.tsx'),
      prefetch: () => fetchChangePlan(),
    },
    order: {
      path: '/private/order/:orderId',
      guard: { private: true, allowWithoutPublication: true },
      load: () => import('./screens/OrderScreen.tsx'),
      prefetch: (match, location) => fetchOrderPage({ orderId: match.params.orderId, kind: orderKindOf(location.search) }),
    },
    checkOrderStatus: {
      path: '/private/check-order-status/:orderId',
      guard: { private: true, allowWithoutPublication: true },
      load: () => import('./screens/CheckOrderStatusScreen.tsx'),
      prefetch: (match) => fetchOrderStatus({ orderId: match.params.orderId, kind: 'plan' }),
    },
    checkProductOrderStatus: {
      path: '/private/check-product-order-status/:productOrderId',
      guard: { private: true, allowWithoutPublication: true },
      load: () => import('./screens/CheckProductOrderStatusScreen.tsx'),
      prefetch: (match) => fetchOrderStatus({ orderId: match.params.productOrderId, kind: 'product' }),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    billing: ReturnType<typeof billingReducer>;
  }
}
