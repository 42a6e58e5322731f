import type { Language } from '../../../shared/constants.ts';
import { actionCreator } from '../../store/action.ts';

/** the visitor asks for another interface language */
export const changeLanguage = actionCreator<Language>('language/change');
/** the translations are switched; the store follows */
export const languageChanged = actionCreator<Language>('language/changed');
