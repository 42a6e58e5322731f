// The massImport feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { massImportReducer } from './slice.ts';
import { massImportSaga } from './sagas.ts';

export const reducer = massImportReducer;
export const saga = massImportSaga;
