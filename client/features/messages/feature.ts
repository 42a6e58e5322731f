// The messages feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { privateMessagesReducer } from './slice.ts';
import { privateMessagesSaga } from './sagas.ts';

export const feature = { key: 'privateMessages' as const, prefix: 'messages', reducer: privateMessagesReducer, saga: privateMessagesSaga };
