import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';

/** What the container made of an entered id: the listing was opened, or no listing has it. */
export type SearchByIdResult = 'opened' | 'missing';

export interface SearchByIdProps {
  /** called with the entered listing id (trimmed, never empty): its aliasId or the short code cards show */
  onSearchById(text: string): Promise<SearchByIdResult> | SearchByIdResult | void;
}

/**
 * The header's "find a listing by its id" box. A whole aliasId or its short code ("rfo9xg") opens the
 * listing; an id no listing has is said under the box (announced, the field marked invalid), and the
 * typed text stays for correcting.
 */
export function SearchById({ onSearchById }: SearchByIdProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      setMissing((await onSearchById(value)) === 'missing');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="search-by-id" role="search" onSubmit={onSubmit} aria-busy={busy || undefined}>
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
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
      />
      <button type="submit" className="search-by-id__button">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('header.searchById.button')}</span>
      </button>
      <p id={`${id}-missing`} className="search-by-id__missing" role="alert">
        {missing ? t('header.searchById.notFound', { id: text.trim() }) : ''}
      </p>
    </form>
  );
}
