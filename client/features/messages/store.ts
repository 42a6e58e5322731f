// The messages feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { messagesReducer } from './slice.ts';
import { messagesSaga } from './sagas.ts';

export const reducer = messagesReducer;
export const saga = messagesSaga;
