// The compare feature's store part: the browser loads it with the compare page (its manifest,
// feature.ts); the server has every feature's from the start.
import { compareReducer } from './slice.ts';
import { compareSaga } from './sagas.ts';

export const reducer = compareReducer;
export const saga = compareSaga;
