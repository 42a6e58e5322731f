// The massImport feature's store part, registered in the browser when one of its screens' chunks loads
// (client/store/lazyFeatures.ts); the server registers it with every other (client/store/features.ts).
import { massImportReducer } from './slice.ts';
import { massImportSaga } from './sagas.ts';

export const feature = { key: 'massImport' as const, prefix: 'massImport', reducer: massImportReducer, saga: massImportSaga };
