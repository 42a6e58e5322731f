// The myEstates feature's actions that its manifest (client/features/myEstates/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import type { EstateStatus } from '../../../shared/core/constants.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchMyEstates = actionCreator<{ page: number; status: EstateStatus | null }>('myEstates/fetch');
