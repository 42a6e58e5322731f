// The content feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { contentReducer } from './slice.ts';
import { contentSaga } from './sagas.ts';

export const reducer = contentReducer;
export const saga = contentSaga;
