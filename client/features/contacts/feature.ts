// The contacts feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { contactsReducer } from './slice.ts';
import { contactsSaga } from './sagas.ts';

export const feature = { key: 'contacts' as const, prefix: 'contacts', reducer: contactsReducer, saga: contactsSaga };
