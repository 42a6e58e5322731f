import type { Action } from 'redux';
import { languageChanged } from './actions.ts';
import { initialLanguageState, type LanguageState } from './state.ts';

export function languageReducer(state: LanguageState = initialLanguageState, action: Action): LanguageState {
  if (languageChanged.match(action)) return state.current === action.payload ? state : { current: action.payload };
  return state;
}
