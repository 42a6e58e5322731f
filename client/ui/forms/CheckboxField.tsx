import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** the label; may hold links */
  children: ReactNode;
  error?: FieldMessage | null;
  required?: boolean;
}

/** One labelled checkbox with an error message (consents, yes/no fields). */
export function CheckboxField({ name, checked, onChange, children, error, required }: CheckboxFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`form-check${error ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required ? true : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}
