// The realtors feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { realtorsReducer } from './slice.ts';
import { realtorsSaga } from './sagas.ts';

export const reducer = realtorsReducer;
export const saga = realtorsSaga;
