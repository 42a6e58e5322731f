// What other parts of the app use of the mass import: its store slice and saga (client/store/features.ts).
export { initialMassImportState, massImportReducer, selectMassImport, type MassImportState } from './slice.ts';
export { massImportSaga } from './sagas.ts';
