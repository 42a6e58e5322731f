// The billing feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { billingReducer } from './slice.ts';
import { billingSaga } from './sagas.ts';

export const reducer = billingReducer;
export const saga = billingSaga;
