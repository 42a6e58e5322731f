import { useState } from 'react';
import { parseInteger } from '../../../shared/search/search-query.ts';

export interface NumberInputProps {
  id: string;
  value: number | undefined;
  /** called with the new whole number (or undefined when cleared) when the field is left or Enter is pressed */
  onCommit(value: number | undefined): void;
  placeholder?: string;
  'aria-describedby'?: string;
}

/**
 * A whole-number field that keeps what is typed as a draft and commits it on blur or Enter, so a
 * search is not run on every keystroke. Text that is not a whole number commits as "no filter".
 */
export function NumberInput({ id, value, onCommit, placeholder, ...rest }: NumberInputProps) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  // a new value from outside (back / forward, reset) replaces the draft
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value === undefined ? '' : String(value));
  }

  const commit = () => {
    const next = parseInteger(draft.replace(/[\s.,'\u00a0]/g, ''));
    if (next !== value) onCommit(next);
    else setDraft(value === undefined ? '' : String(value));
  };

  return (
    <input
      id={id}
      className="form-field__input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={draft}
      placeholder={placeholder}
      aria-describedby={rest['aria-describedby']}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
