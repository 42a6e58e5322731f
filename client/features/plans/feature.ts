// The plans feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { plansReducer } from './slice.ts';
import { plansSaga } from './sagas.ts';

export const feature = { key: 'plans' as const, prefix: 'plans', reducer: plansReducer, saga: plansSaga };
