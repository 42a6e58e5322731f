import type { HTMLAttributes } from 'react';
import { FieldShell } from './FieldShell.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: FieldMessage | null;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** a multi-line text area */
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  /** a unit shown after the input (m², km, €) */
  unit?: string;
  className?: string;
  disabled?: boolean;
}

/** A labelled text input (or text area) with its hint and error message. */
export function TextField(props: TextFieldProps) {
  const {
    label,
    name,
    value,
    onChange,
    error,
    hint,
    required,
    type = 'text',
    autoComplete,
    inputMode,
    multiline,
    rows = 6,
    maxLength,
    unit,
    className,
    disabled,
  } = props;
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            className="form-field__input form-field__input--area"
            name={name}
            value={value}
            rows={rows}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <span className={unit ? 'form-field__with-unit' : undefined}>
            <input
              {...a11y}
              className="form-field__input"
              type={type}
              name={name}
              value={value}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={maxLength}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value)}
            />
            {unit ? (
              <span className="form-field__unit" aria-hidden="true">
                {unit}
              </span>
            ) : null}
          </span>
        )
      }
    </FieldShell>
  );
}
