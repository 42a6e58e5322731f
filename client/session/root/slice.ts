import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface RootFeatureState {
  /** true until the first page (server-rendered, then hydrated) has finished loading */
  isFirstLoad: boolean;
  /** the current page is not found (unknown path or a 404 from its data) */
  is404: boolean;
  /** the current page's data could not be loaded (not a 404) */
  pageError: boolean;
  /** page-data loads in flight; the layout shows its spinner while > 0 */
  pendingLoads: number;
}

export const initialRootState: RootFeatureState = {
  isFirstLoad: true,
  is404: false,
  pageError: false,
  pendingLoads: 0,
};

/** the first page has finished loading (dispatched once in the browser after hydration) */
export const firstLoadDone = actionCreator('root/firstLoadDone');
/** a client-side navigation to a new location: clears the previous page's 404 and error flags */
export const navigated = actionCreator<{ path: string }>('root/navigated');
export const pageLoadStarted = actionCreator('root/pageLoadStarted');
export const pageLoadFinished = actionCreator('root/pageLoadFinished');
/** the page's data answered 404 */
export const pageNotFound = actionCreator('root/pageNotFound');
/** the page's data failed for another reason */
export const pageDataFailed = actionCreator<{ message: string }>('root/pageDataFailed');

export function rootFeatureReducer(state: RootFeatureState = initialRootState, action: Action): RootFeatureState {
  if (firstLoadDone.match(action)) return state.isFirstLoad ? { ...state, isFirstLoad: false } : state;
  if (navigated.match(action)) return { ...state, is404: false, pageError: false };
  if (pageLoadStarted.match(action)) return { ...state, pendingLoads: state.pendingLoads + 1 };
  if (pageLoadFinished.match(action)) return { ...state, pendingLoads: Math.max(0, state.pendingLoads - 1) };
  if (pageNotFound.match(action)) return { ...state, is404: true };
  if (pageDataFailed.match(action)) return { ...state, pageError: true };
  return state;
}

type S = { root: RootFeatureState };

export const selectIsFirstLoad = (s: S): boolean => s.root.isFirstLoad;
export const selectIs404 = (s: S): boolean => s.root.is404;
export const selectPageError = (s: S): boolean => s.root.pageError;
export const selectPageLoading = (s: S): boolean => s.root.pendingLoads > 0;
