import type { Language } from '../../../shared/constants.ts';
import type { LanguageState } from './state.ts';

export const selectLanguage = (s: { language: LanguageState }): Language => s.language.current;
