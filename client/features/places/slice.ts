// Place suggestions for the search boxes (home and search page): what was asked, and the answer for
// it. A combobox shows the answer only while it is for the text it holds.
import type { Action } from 'redux';
import type { Language } from '../../../shared/core/constants.ts';
import type { PlaceSuggestion } from '../../../shared/contract/places.ts';
import { actionCreator } from '../../store/action.ts';

export type SuggestStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface PlacesState {
  /** the text the suggestions are (being) fetched for */
  query: string;
  status: SuggestStatus;
  values: PlaceSuggestion[];
}

export const initialPlacesState: PlacesState = { query: '', status: 'idle', values: [] };

/** Shortest text that asks for suggestions. */
export const MIN_SUGGEST_LENGTH = 2;

export const suggestRequested = actionCreator<{ query: string; lang: Language }>('places/suggestRequested');
export const suggestLoaded = actionCreator<{ query: string; values: PlaceSuggestion[] }>('places/suggestLoaded');
export const suggestFailed = actionCreator<{ query: string }>('places/suggestFailed');
export const suggestCleared = actionCreator('places/suggestCleared');

export function placesReducer(state: PlacesState = initialPlacesState, action: Action): PlacesState {
  if (suggestRequested.match(action)) {
    const query = action.payload.query.trim();
    if (query.length < MIN_SUGGEST_LENGTH) return initialPlacesState;
    return { query, status: 'loading', values: query === state.query ? state.values : [] };
  }
  if (suggestLoaded.match(action)) {
    return action.payload.query === state.query ? { ...state, status: 'done', values: action.payload.values } : state;
  }
  if (suggestFailed.match(action)) return action.payload.query === state.query ? { ...state, status: 'failed', values: [] } : state;
  if (suggestCleared.match(action)) return initialPlacesState;
  return state;
}

export const selectPlaces = (state: { places: PlacesState }): PlacesState => state.places;
