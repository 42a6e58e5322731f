// The myEstates feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { myEstatesReducer } from './slice.ts';
import { myEstatesSaga } from './sagas.ts';

export const feature = { key: 'myEstates' as const, prefix: 'myEstates', reducer: myEstatesReducer, saga: myEstatesSaga };
