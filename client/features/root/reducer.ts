import type { Action } from 'redux';
import { firstLoadDone, navigated, pageDataFailed, pageLoadFinished, pageLoadStarted, pageNotFound } from './actions.ts';
import { initialRootState, type RootFeatureState } from './state.ts';

export function rootFeatureReducer(state: RootFeatureState = initialRootState, action: Action): RootFeatureState {
  if (firstLoadDone.match(action)) return state.isFirstLoad ? { ...state, isFirstLoad: false } : state;
  if (navigated.match(action)) return { ...state, is404: false, pageError: false };
  if (pageLoadStarted.match(action)) return { ...state, pendingLoads: state.pendingLoads + 1 };
  if (pageLoadFinished.match(action)) return { ...state, pendingLoads: Math.max(0, state.pendingLoads - 1) };
  if (pageNotFound.match(action)) return { ...state, is404: true };
  if (pageDataFailed.match(action)) return { ...state, pageError: true };
  return state;
}
