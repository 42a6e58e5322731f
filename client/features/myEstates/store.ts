// The myEstates feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { myEstatesReducer } from './slice.ts';
import { myEstatesSaga } from './sagas.ts';

export const reducer = myEstatesReducer;
export const saga = myEstatesSaga;
