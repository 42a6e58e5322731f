// The profile feature's actions that its manifest (client/features/profile/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import { actionCreator } from '../../store/action.ts';

/** the page data of /private */
export const fetchProfile = actionCreator('profile/fetch');
