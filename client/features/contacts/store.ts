// The contacts feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { contactsReducer } from './slice.ts';
import { contactsSaga } from './sagas.ts';

export const reducer = contactsReducer;
export const saga = contactsSaga;
