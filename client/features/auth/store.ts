// The auth feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { authReducer } from './slice.ts';
import { authSaga } from './sagas.ts';

export const reducer = authReducer;
export const saga = authSaga;
