// The leads feature's store part: the browser loads it with the enquiries screen (its manifest,
// feature.ts); the server has every feature's from the start.
import { leadsReducer } from './slice.ts';
import { leadsSaga } from './sagas.ts';

export const reducer = leadsReducer;
export const saga = leadsSaga;
