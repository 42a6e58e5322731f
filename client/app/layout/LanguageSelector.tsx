import { useId } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { LANGUAGES } from '../../../shared/core/constants.ts';
import type { Language } from '../../../shared/core/constants.ts';

/** Each language by its own name, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  es: 'Español',
};

export interface LanguageSelectorProps {
  language: Language;
  onLanguageChange(lng: Language): void;
}

export function LanguageSelector({ language, onLanguageChange }: LanguageSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <span className="language-selector__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </span>
      <select id={id} className="language-selector__select" value={language} onChange={(event) => onLanguageChange(event.target.value as Language)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
