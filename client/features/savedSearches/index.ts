// The saved-searches feature's public surface: the search page's "save this search", the state and its saga.
export * from './slice.ts';
export { savedSearchesSaga } from './sagas.ts';
export { SaveSearch } from './components/SaveSearch.tsx';
