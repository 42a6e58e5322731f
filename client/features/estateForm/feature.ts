// The estateForm feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { estateFormReducer } from './slice.ts';
import { estateFormSaga } from './sagas.ts';

export const feature = { key: 'estateForm' as const, prefix: 'estateForm', reducer: estateFormReducer, saga: estateFormSaga };
