// The countries feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { countriesReducer } from './slice.ts';
import { countriesSaga } from './sagas.ts';

export const feature = { key: 'countries' as const, prefix: 'countries', reducer: countriesReducer, saga: countriesSaga };
