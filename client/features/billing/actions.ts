// The billing feature's actions that its manifest (client/features/billing/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import type { OrderKind } from './query.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchInitialPlans = actionCreator('billing/fetchInitialPlans');
export const fetchChangePlan = actionCreator('billing/fetchChangePlan');
export const fetchOrderPage = actionCreator<{ orderId: string; kind: OrderKind }>('billing/fetchOrderPage');
export const fetchOrderStatus = actionCreator<{ orderId: string; kind: OrderKind }>('billing/fetchOrderStatus');
