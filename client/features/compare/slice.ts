import type { Action } from 'redux';
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { ComparedEstate } from '../../../shared/contract/compare.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchComparison } from './actions.ts';

export interface CompareState {
  /** what was asked: the ids with the language and currency of the answer */
  key: string | null;
  status: FetchStatus;
  /** the published listings, in the order of the URL */
  values: ComparedEstate[];
  /** the ids the api found no published listing for */
  missing: string[];
  /** how many more the URL named than a comparison holds, or names no id could have */
  dropped: number;
}

export const initialCompareState: CompareState = { key: null, status: 'notFetched', values: [], missing: [], dropped: 0 };

export const comparisonRequested = actionCreator<{ key: string }>('compare/requested');
export const comparisonLoaded = actionCreator<{ key: string; values: ComparedEstate[]; missing: string[]; dropped: number }>('compare/loaded');
export const comparisonFailed = actionCreator<{ key: string }>('compare/failed');

export function compareReducer(state: CompareState = initialCompareState, action: Action): CompareState {
  if (comparisonRequested.match(action)) return { ...state, key: action.payload.key, status: 'fetching' };
  if (comparisonLoaded.match(action)) {
    if (action.payload.key !== state.key) return state;
    const { values, missing, dropped } = action.payload;
    return { ...state, status: 'success', values, missing, dropped };
  }
  if (comparisonFailed.match(action)) {
    if (action.payload.key !== state.key) return state;
    return { ...state, status: 'failed', values: [], missing: [], dropped: 0 };
  }
  return state;
}

type S = { compare: CompareState };
export const selectComparison = (s: S): CompareState => s.compare;

export { fetchComparison };
