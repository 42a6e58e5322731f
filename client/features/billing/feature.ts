// The billing feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { plansPrivateReducer } from './slice.ts';
import { plansPrivateSaga } from './sagas.ts';

export const feature = { key: 'plansPrivate' as const, prefix: 'billing', reducer: plansPrivateReducer, saga: plansPrivateSaga };
