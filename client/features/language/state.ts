import { DEFAULT_LANGUAGE, type Language } from '../../../shared/constants.ts';

export interface LanguageState {
  current: Language;
}

export const initialLanguageState: LanguageState = { current: DEFAULT_LANGUAGE };
