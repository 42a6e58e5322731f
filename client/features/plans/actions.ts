// The plans feature's actions that its manifest (client/features/plans/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import { actionCreator } from '../../store/action.ts';

export const fetchPlans = actionCreator('plans/fetch');
