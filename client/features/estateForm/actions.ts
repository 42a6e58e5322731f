// The estateForm feature's actions that its manifest (client/features/estateForm/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import { actionCreator } from '../../store/action.ts';

/** page data of /private/edit/:aliasId */
export const fetchEstateForEdit = actionCreator<{ aliasId: string }>('estateForm/fetch');
