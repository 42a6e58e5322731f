import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';

export interface SearchByIdProps {
  /** called with the entered listing id (trimmed, never empty) */
  onSearchById(text: string): void;
}

/** The header's "find a listing by its id" box (docs/product.md: no validation beyond a non-empty text). */
export function SearchById({ onSearchById }: SearchByIdProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onSearchById(value);
  };

  return (
    <form className="search-by-id" role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchById.label')}
      </label>
      <input
        id={id}
        className="search-by-id__input"
        type="search"
        name="estateId"
        value={text}
        placeholder={t('header.searchById.placeholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-by-id__button">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('header.searchById.button')}</span>
      </button>
    </form>
  );
}
