// The profile feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { profileReducer } from './slice.ts';
import { profileSaga } from './sagas.ts';

export const reducer = profileReducer;
export const saga = profileSaga;
