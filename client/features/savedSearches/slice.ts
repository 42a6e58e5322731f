// Saved searches in the store: the /private/saved-searches list with the changes under way, the
// "save this search" form of the search page, and the unsubscribe page of an alert mail.
import type { Action } from 'redux';
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { AlertFrequency, SavedSearch, UnsubscribeInfo } from '../../../shared/contract/saved-searches.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { BUSY, DONE, failedWith, IDLE, type Submission } from '../../lib/forms/submission.ts';
import { actionCreator } from '../../store/action.ts';

export interface SavedSearchPatch {
  name?: string;
  frequency?: AlertFrequency;
  enabled?: boolean;
}

export interface SavedSearchesState {
  list: { status: FetchStatus; values: SavedSearch[] };
  /** ids of the searches with a change or a deletion under way */
  pending: string[];
  /** the search whose last change the api refused */
  failed: string | null;
  /** the search page's form; `saved` is the search it saved */
  save: Submission & { saved: SavedSearch | null };
  unsubscribe: { status: FetchStatus; info: UnsubscribeInfo | null; busy: boolean; done: boolean; failed: boolean };
}

export const initialSavedSearchesState: SavedSearchesState = {
  list: { status: 'notFetched', values: [] },
  pending: [],
  failed: null,
  save: { ...IDLE, saved: null },
  unsubscribe: { status: 'notFetched', info: null, busy: false, done: false, failed: false },
};

export const fetchSavedSearches = actionCreator('savedSearches/fetch');
export const savedSearchesLoaded = actionCreator<{ values: SavedSearch[] }>('savedSearches/loaded');
export const savedSearchesFailed = actionCreator('savedSearches/failed');
export const saveSearch = actionCreator<{ name: string; query: string; frequency: AlertFrequency }>('savedSearches/save');
export const searchSaved = actionCreator<{ search: SavedSearch }>('savedSearches/saved');
export const saveSearchFailed = actionCreator<{ errors: FormErrors }>('savedSearches/saveFailed');
export const saveSearchReset = actionCreator('savedSearches/saveReset');
export const changeSavedSearch = actionCreator<{ id: string; patch: SavedSearchPatch }>('savedSearches/change');
export const savedSearchChanged = actionCreator<{ search: SavedSearch }>('savedSearches/changed');
export const removeSavedSearch = actionCreator<{ id: string }>('savedSearches/remove');
export const savedSearchRemoved = actionCreator<{ id: string }>('savedSearches/removed');
export const savedSearchChangeFailed = actionCreator<{ id: string }>('savedSearches/changeFailed');
export const fetchUnsubscribe = actionCreator<{ token: string }>('savedSearches/fetchUnsubscribe');
export const unsubscribeLoaded = actionCreator<{ info: UnsubscribeInfo }>('savedSearches/unsubscribeLoaded');
export const unsubscribeNotFound = actionCreator('savedSearches/unsubscribeNotFound');
export const confirmUnsubscribe = actionCreator<{ token: string }>('savedSearches/confirmUnsubscribe');
export const unsubscribed = actionCreator<{ info: UnsubscribeInfo }>('savedSearches/unsubscribed');
export const unsubscribeFailed = actionCreator('savedSearches/unsubscribeFailed');

const without = (ids: string[], id: string) => ids.filter((x) => x !== id);

export function savedSearchesReducer(state: SavedSearchesState = initialSavedSearchesState, action: Action): SavedSearchesState {
  if (fetchSavedSearches.match(action)) return { ...state, list: { ...state.list, status: 'fetching' } };
  if (savedSearchesLoaded.match(action)) return { ...state, list: { status: 'success', values: action.payload.values } };
  if (savedSearchesFailed.match(action)) return { ...state, list: { status: 'failed', values: [] } };
  if (saveSearch.match(action)) return { ...state, save: { ...BUSY, saved: null } };
  if (searchSaved.match(action)) {
    const { search } = action.payload;
    const values = state.list.status === 'success' ? [search, ...state.list.values] : state.list.values;
    return { ...state, save: { ...DONE, saved: search }, list: { ...state.list, values } };
  }
  if (saveSearchFailed.match(action)) return { ...state, save: { ...failedWith(action.payload.errors), saved: null } };
  if (saveSearchReset.match(action)) return { ...state, save: { ...IDLE, saved: null } };
  if (changeSavedSearch.match(action) || removeSavedSearch.match(action)) {
    return { ...state, pending: [...without(state.pending, action.payload.id), action.payload.id], failed: null };
  }
  if (savedSearchChanged.match(action)) {
    const { search } = action.payload;
    const values = state.list.values.map((s) => (s.id === search.id ? search : s));
    return { ...state, pending: without(state.pending, search.id), list: { ...state.list, values } };
  }
  if (savedSearchRemoved.match(action)) {
    const { id } = action.payload;
    return { ...state, pending: without(state.pending, id), list: { ...state.list, values: state.list.values.filter((s) => s.id !== id) } };
  }
  if (savedSearchChangeFailed.match(action)) return { ...state, pending: without(state.pending, action.payload.id), failed: action.payload.id };
  if (fetchUnsubscribe.match(action)) return { ...state, unsubscribe: { ...initialSavedSearchesState.unsubscribe, status: 'fetching' } };
  if (unsubscribeLoaded.match(action)) return { ...state, unsubscribe: { ...state.unsubscribe, status: 'success', info: action.payload.info } };
  if (unsubscribeNotFound.match(action)) return { ...state, unsubscribe: { ...state.unsubscribe, status: 'failed', info: null } };
  if (confirmUnsubscribe.match(action)) return { ...state, unsubscribe: { ...state.unsubscribe, busy: true, failed: false } };
  if (unsubscribed.match(action)) {
    return { ...state, unsubscribe: { status: 'success', info: action.payload.info, busy: false, done: true, failed: false } };
  }
  if (unsubscribeFailed.match(action)) return { ...state, unsubscribe: { ...state.unsubscribe, busy: false, failed: true } };
  return state;
}

type S = { savedSearches: SavedSearchesState };
export const selectSavedSearchList = (s: S): SavedSearchesState['list'] => s.savedSearches.list;
export const selectSavedSearchPending = (s: S): string[] => s.savedSearches.pending;
export const selectSavedSearchFailed = (s: S): string | null => s.savedSearches.failed;
export const selectSaveSearch = (s: S): SavedSearchesState['save'] => s.savedSearches.save;
export const selectUnsubscribe = (s: S): SavedSearchesState['unsubscribe'] => s.savedSearches.unsubscribe;
