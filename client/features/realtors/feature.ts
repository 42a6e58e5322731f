// The realtors feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { realtorsReducer } from './slice.ts';
import { realtorsSaga } from './sagas.ts';

export const feature = { key: 'realtors' as const, prefix: 'realtors', reducer: realtorsReducer, saga: realtorsSaga };
