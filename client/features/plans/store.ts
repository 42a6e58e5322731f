// The plans feature's store part: the browser loads it with the first of the feature's screens
// (its manifest, feature.ts); the server has every feature's from the start.
import { plansReducer } from './slice.ts';
import { plansSaga } from './sagas.ts';

export const reducer = plansReducer;
export const saga = plansSaga;
