import { useId } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { SelectOption } from './SelectField.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  error?: FieldMessage | null;
  /** offer "none of these" as an empty choice, labelled so */
  emptyLabel?: string;
  inline?: boolean;
}

/** A fieldset of radio buttons: one choice of a few. */
export function ChoiceGroup({ legend, name, value, options, onChange, error, emptyLabel, inline }: ChoiceGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const all = emptyLabel !== undefined ? [{ value: '', label: emptyLabel }, ...options] : options;
  return (
    <fieldset
      className={`choice-group${inline ? ' choice-group--inline' : ''}${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className="choice-group__options">
        {all.map((o) => (
          <label key={o.value || '-'} className="choice-group__option">
            <input type="radio" name={`${name}`} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </fieldset>
  );
}
