import { DEFAULT_LANGUAGE, type Language } from '../../../shared/core/constants.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface LanguageState {
  current: Language;
}

export const initialLanguageState: LanguageState = { current: DEFAULT_LANGUAGE };

/** the visitor asks for another interface language */
export const changeLanguage = actionCreator<Language>('language/change');
/** the translations are switched; the store follows */
export const languageChanged = actionCreator<Language>('language/changed');

export function languageReducer(state: LanguageState = initialLanguageState, action: Action): LanguageState {
  if (languageChanged.match(action)) return state.current === action.payload ? state : { current: action.payload };
  return state;
}

export const selectLanguage = (s: { language: LanguageState }): Language => s.language.current;
