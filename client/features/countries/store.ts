// The countries feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { countriesReducer } from './slice.ts';
import { countriesSaga } from './sagas.ts';

export const reducer = countriesReducer;
export const saga = countriesSaga;
