import { FieldShell } from './FieldShell.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** a first, empty choice ("please choose") */
  placeholder?: string;
  error?: FieldMessage | null;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A labelled select with its hint and error message. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  required,
  autoComplete,
  className,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(a11y) => (
        <select
          {...a11y}
          className="form-field__input form-field__select"
          name={name}
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
