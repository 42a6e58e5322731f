// The admin feature's store part: the browser loads it with the operator screens (feature.ts); the
// server has every feature's from the start.
import { adminReducer } from './slice.ts';
import { adminSaga } from './sagas.ts';

export const reducer = adminReducer;
export const saga = adminSaga;
