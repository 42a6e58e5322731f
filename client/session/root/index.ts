// The root feature's public surface: first load, not-found and page-error state, and the page-data
// helper every page feature loads its data with.
export * from './slice.ts';
export { loadPageData, type PageDataResult } from './sagas.ts';
