// The profile feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { profileReducer } from './slice.ts';
import { profileSaga } from './sagas.ts';

export const feature = { key: 'profile' as const, prefix: 'profile', reducer: profileReducer, saga: profileSaga };
