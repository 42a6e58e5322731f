// The auth feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { authReducer } from './slice.ts';
import { authSaga } from './sagas.ts';

export const feature = { key: 'auth' as const, prefix: 'auth', reducer: authReducer, saga: authSaga };
