// The estateForm feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { estateFormReducer } from './slice.ts';
import { estateFormSaga } from './sagas.ts';

export const reducer = estateFormReducer;
export const saga = estateFormSaga;
