// The content feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { contentReducer } from './slice.ts';
import { contentSaga } from './sagas.ts';

export const feature = { key: 'content' as const, prefix: 'content', reducer: contentReducer, saga: contentSaga };
