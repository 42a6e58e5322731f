import type { RootFeatureState } from './state.ts';

type S = { root: RootFeatureState };

export const selectIsFirstLoad = (s: S): boolean => s.root.isFirstLoad;
export const selectIs404 = (s: S): boolean => s.root.is404;
export const selectPageError = (s: S): boolean => s.root.pageError;
export const selectPageLoading = (s: S): boolean => s.root.pendingLoads > 0;
